import type { User } from "#shared/accounts";
import type { UserRow } from "../auth/service";

/** The user as the API returns it: never the password hash or the admin username. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    registeredParty: row.registeredParty,
    congressionalDistrict: row.congressionalDistrict,
    districtCode: row.districtCode,
    verified: row.verified,
    role: row.role,
    isActive: row.isActive,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}
