import { LINK_HEALTH_STATUSES, type LinkHealth, type LinkHealthStatus } from '@gems/contracts';

const isStatus = (v: string): v is LinkHealthStatus =>
  (LINK_HEALTH_STATUSES as readonly string[]).includes(v);

/** A gem's link-health columns as the API answers them (an unknown stored status reads unchecked). */
export function linkHealthOf(columns: {
  status: string;
  httpStatus: number | null;
  checkedAt: string | null;
  movedTo: string | null;
}): LinkHealth {
  return {
    status: isStatus(columns.status) ? columns.status : 'unchecked',
    httpStatus: columns.httpStatus,
    checkedAt: columns.checkedAt,
    movedTo: columns.movedTo,
  };
}
