/**
 * What each HTTP function group may touch beyond its configuration (least privilege),
 * derived from the route table: the union of the `needs` its routes declare. Reading the
 * single table is granted to every group; nothing else is, unless an operation needs it.
 */
import {
  deployedGroups,
  resourceNeeds,
  routesOfGroup,
  type FunctionGroup,
  type ResourceNeed,
} from '@shared/api/routes';

/** The needs of a group's operations, in the order of `resourceNeeds`. */
export type GroupAccess = ReadonlySet<ResourceNeed>;

export function accessOfGroup(group: FunctionGroup): GroupAccess {
  const needed = new Set(routesOfGroup(group).flatMap((route) => route.needs ?? []));
  // Writing a bucket includes reading it.
  if (needed.has('media:write')) needed.delete('media:read');
  if (needed.has('files:write')) needed.delete('files:read');
  return new Set(resourceNeeds.filter((need) => needed.has(need)));
}

/** Every group's access, for the infra tests and the synth. */
export const groupAccess: ReadonlyMap<FunctionGroup, GroupAccess> = new Map(
  deployedGroups.map((group) => [group, accessOfGroup(group)]),
);
