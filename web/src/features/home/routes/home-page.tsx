import { useBootstrapData } from '@web/lib/bootstrap';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { HomeSections } from '../components/home-sections';
import { ProductsSection } from '../components/products-section';
import { Testimonials } from '../components/testimonials';
import '../home.css';

export function HomePage() {
  const { products, home_sections } = useBootstrapData();
  return (
    <>
      <Hero />
      <ProductsSection products={products} />
      <HomeSections sections={home_sections} />
      <Testimonials />
      <CallToAction />
    </>
  );
}
