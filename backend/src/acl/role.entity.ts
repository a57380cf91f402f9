import { Collection, Entity, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'roles' })
export class Role {
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Property({ length: 50 })
  name!: string;

  @OneToMany(() => RoleFunction, (rf) => rf.role)
  functions = new Collection<RoleFunction>(this);
}

@Entity({ tableName: 'app_functions' })
export class AppFunction {
  @PrimaryKey({ autoincrement: false })
  id!: number;

  @Property({ length: 100 })
  name!: string;
}

/** One cell of the role → function matrix; access 'W' grants the function. */
@Entity({ tableName: 'role_functions' })
export class RoleFunction {
  @ManyToOne(() => Role, { primary: true })
  role!: Role;

  @ManyToOne(() => AppFunction, { primary: true })
  fn!: AppFunction;

  @Property({ length: 1 })
  access: string = 'W';
}
