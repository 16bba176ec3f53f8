/**
 * Who a user is (issue 5 "operator console"): customers use the cabinet; operators (warehouse staff,
 * buyers) and admins open the /admin console. Only an admin sees the whole audit log and changes roles.
 */
export const USER_ROLES = ['customer', 'operator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles that may open the operator console. */
export const STAFF_ROLES = ['operator', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The console is uk + en only (issue 5); other interface languages read it in English. */
export const CONSOLE_LOCALES = ['uk', 'en'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];
