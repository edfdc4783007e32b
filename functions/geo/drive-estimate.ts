/**
 * An offline estimate of a drive between two places, from the straight line between them:
 * what the local twin's route calculator answers, and what the server falls back to when
 * Amazon Location cannot route a pair or is down (functions/geo/drive-times.ts). Pure.
 *
 * - Road distance: the great-circle distance × 1.4. Danish roads detour around fjords,
 *   inlets and straits (Aarhus to Copenhagen crosses the Great Belt), so the road is
 *   noticeably longer than the line; 1.4 is a deliberately cautious average.
 * - Time: the first 10 road km at 40 km/h (through town), the rest at 85 km/h (country
 *   roads and motorway), plus 5 minutes to park and set off.
 * - Places within 50 m of each other are the same place: 0 km, 0 minutes.
 */
import { distanceKm } from '@shared/domain/distance';
import type { Place } from './place';

export type { Place };

/** Road km per straight-line km. */
export const roadFactor = 1.4;
/** The first road km, driven at `townSpeedKmh`. */
export const townKm = 10;
export const townSpeedKmh = 40;
/** The rest of the road, at `roadSpeedKmh`. */
export const roadSpeedKmh = 85;
/** Parking and setting off, added to every drive between two different places. */
export const setOffMinutes = 5;
/** Closer than this (straight line), two places are one. */
export const samePlaceKm = 0.05;

export interface DriveEstimate {
  /** Road km, one decimal. */
  km: number;
  /** Whole minutes, rounded up. */
  minutes: number;
}

/** True when the places are within 50 m of each other. */
export function isSamePlace(from: Place, to: Place): boolean {
  return distanceKm(from, to) < samePlaceKm;
}

export function estimateDrive(from: Place, to: Place): DriveEstimate {
  const straightKm = distanceKm(from, to);
  if (straightKm < samePlaceKm) return { km: 0, minutes: 0 };
  const roadKm = straightKm * roadFactor;
  const inTown = Math.min(roadKm, townKm);
  const hours = inTown / townSpeedKmh + (roadKm - inTown) / roadSpeedKmh;
  return {
    km: Math.round(roadKm * 10) / 10,
    // Less a hair, so that float noise (20.000000000004) does not add a whole minute.
    minutes: Math.ceil(hours * 60 + setOffMinutes - 1e-9),
  };
}
