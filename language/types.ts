// The shape of a screen config. A screen is either a generated resource (list + form modes,
// from a schema) or a page (a custom component named by key). Configs are plain data with no
// React imports, so the demo server reads the same files for its role checks.
// Form modes, field options and lists inside forms have files of their own (formTypes.ts,
// fieldTypes.ts, tableTypes.ts); everything is re-exported here.
import type { Identified } from './answerTypes';
import type { Column, ColumnType, Columned, Described, FieldOptions, LoadedChoices } from './fieldTypes';
import type { FormConfig, FormModeKey } from './formTypes';
import type { CallGate } from './access';
import type { AreaKey, RoleGate } from './roles';
import type { IntroKey, PageKey } from './generated/customPartKeys';

export type { AccountAssignmentConfig, IpRangeAssignmentConfig, ItemAssignmentConfig } from './assignmentTypes';
export type { Column, ColumnType, Columned, FieldOptions, InlineSchema } from './fieldTypes';
export type * from './formTypes';
export type * from './tableTypes';
export type { TextKey } from './textKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'METHOD /path/:param' — one call of the platform, exactly as the requirements name it. */
export type EndpointSpec = `${HttpMethod} /${string}`;

interface ScreenBase {
  /** unique name; for resources also the react-admin resource name */
  name: string;
  /**
   * the path route, exactly as in the requirements; a list where they give the screen several
   * addresses, its own first (Required: /dashboard and /dashboard/DashboardListingPage). Read it
   * through `routeOf` and `routesOf`.
   */
  route: string | readonly [string, ...string[]];
  area: AreaKey;
  /** who may open the route and see its menu entry; undefined = any signed-in user */
  roles: RoleGate;
  /** its place in its area's side menu, lower first; the entry's label is the text `<screen>.menu` (language/screenTexts.ts) */
  menu?: number;
  /**
   * Every call the screen makes. Standard keys: list, get, create, update, delete; other keys
   * are custom calls (relationship, attributes, ...). The demo server derives its role checks
   * from these tables, so a call missing here is a 403 there.
   */
  endpoints: Record<string, EndpointSpec>;
  /**
   * roles per endpoint key where they differ from the screen's roles
   * @kept every screen the scaffold writes has a read-only role by it (writersOnly); My Settings' password call is anyone's
   */
  endpointRoles?: Record<string, CallGate>;
}

export interface PageConfig extends ScreenBase {
  /** key of the custom page; src/pages/registry.ts gives each its component */
  page: PageKey;
}

// The custom pages a page config may name and the texts a list may show above its rows: the keys
// of src/pages/registry.ts and src/pages/intros.ts, which give each its component.
export type { IntroKey, PageKey };

export interface ColumnConfig extends Column {
  type?: ColumnType;
  /** clicking the value opens this form mode */
  link?: FormModeKey;
}

/** What a list's picker sets, and the choices it offers (ListConfig's `picker`). */
export interface ListPickerConfig extends Required<LoadedChoices> {
  /** @kept the APIs list's filter key that the group picker sets */
  filter: string;
  /** @kept an API's groups are a list (api_groups.api_group_id) the chosen group must be among */
  field: string;
}

export interface ListConfig extends Columned<ColumnConfig> {
  /**
   * a picker above the table that sets one filter (the list's filter key `filter`) from a call's
   * answer (its `choices`): the rows shown are those whose `field` equals the choice, a dotted
   * path that goes through a list of objects to any of them ('api_groups.api_group_id'); its
   * label and its choice of every row are the texts `<screen>.picker.label` and `.all`
   * @kept the APIs list's group picker (the requirements); any list may have one
   */
  picker?: ListPickerConfig;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}

export interface ResourceConfig extends ScreenBase, Identified, Described {
  list: ListConfig;
  forms: Partial<Record<FormModeKey, FormConfig>>;
  fieldOptions?: Record<string, FieldOptions>;
  /**
   * the field of the create call's answer that holds the new record's id, where it is not `idField`;
   * the demo platform's create and clone answers carry the id under it besides `idField`
   */
  createAnswerId?: string;
  /**
   * server messages replaced by fixed ones: by call (endpoint key), the text a failure's message
   * contains for its fixed one, `<screen>.conflicts.<call>` (language/screenTexts.ts), to show instead
   */
  conflicts?: Readonly<Record<string, string>>;
  /**
   * key of a component in src/pages/intros.ts shown above the list (a landing text on a route
   * that is also a list: the requirements, /digichannel is the landing and Short Codes)
   */
  intro?: IntroKey;
}

export type ScreenConfig = PageConfig | ResourceConfig;

/** A page names its component (`page`); every other screen is a generated resource. */
export const isPage = (screen: ScreenConfig): screen is PageConfig => 'page' in screen;

/** Every address that shows the screen, its own first. */
export const routesOf = (screen: Pick<ScreenBase, 'route'>): readonly string[] =>
  typeof screen.route === 'string' ? [screen.route] : screen.route;

/** The screen's own address: its menu entry's, and the one its forms' addresses sit under. */
export const routeOf = (screen: Pick<ScreenBase, 'route'>): string => routesOf(screen)[0]!;

export const defineResource = <T extends ResourceConfig>(config: T): T => config;
export const definePage = <T extends PageConfig>(config: T): T => config;
