import type postgres from "postgres";

/**
 * Issue 38's bench: the large tenant becomes two branches — half its customers (with their
 * properties, jobs and visits) move to a second location — and gains a manager limited to that
 * branch, signed in with the owner's password. The admin customers list and the calendar week
 * are then timed for the owner and for the manager at the same data size.
 */
export async function addLocationManager(sql: postgres.Sql, tenant: { businessId: string; ownerEmail: string; subdomain: string }): Promise<{ email: string }> {
  const email = `manager@${tenant.subdomain}.scale.test`;
  await sql.begin(async (tx) => {
    const [branch] = await tx<{ id: string }[]>`
      insert into locations (business_id, name) values (${tenant.businessId}, 'Scale branch') returning id`;
    await tx`
      update customers set location_id = ${branch.id}
      where business_id = ${tenant.businessId} and id in (
        select id from customers where business_id = ${tenant.businessId} order by id
        limit (select count(*) / 2 from customers where business_id = ${tenant.businessId}))`;
    for (const table of ["properties", "job_series", "jobs"] as const) {
      await tx`
        update ${tx(table)} t set location_id = c.location_id
        from customers c
        where t.business_id = ${tenant.businessId} and c.business_id = t.business_id and c.id = t.customer_id and c.location_id = ${branch.id}`;
    }
    const [user] = await tx<{ id: string }[]>`
      insert into users (email, password_hash, user_type, first_name, last_name)
      select ${email}, password_hash, 'employee', 'Branch', 'Manager' from users where lower(email) = ${tenant.ownerEmail}
      returning id`;
    const [member] = await tx<{ id: string }[]>`
      insert into business_members (business_id, user_id, role, role_template)
      values (${tenant.businessId}, ${user.id}, 'employee', 'manager') returning id`;
    await tx`insert into member_locations (business_id, member_id, location_id) values (${tenant.businessId}, ${member.id}, ${branch.id})`;
  });
  return { email };
}
