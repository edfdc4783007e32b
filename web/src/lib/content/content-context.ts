import { createContext } from 'react';
import type { ContentValues } from './resolve-content';

export const ContentContext = createContext<ContentValues | null>(null);
