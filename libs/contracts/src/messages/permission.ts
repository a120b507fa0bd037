export const permissionMessages = {
  denied: "You don't have permission to access this page.",
  deniedAuthGuard: "You don't have permission to access this page",
} as const;
