import type { EndpointReply } from '@campus/contract';
import type { designerEndpoints } from '@campus/contract/routes/api/admin/designer';

/** The designer's replies, as the contract declares them. */
export type Opened = EndpointReply<typeof designerEndpoints.open>;
export type Compiled = EndpointReply<typeof designerEndpoints.compile>;
export type Problem = Compiled['problems'][number];
export type Route = EndpointReply<typeof designerEndpoints.preview>;
export type Version = EndpointReply<typeof designerEndpoints.versions>[number];
export type Checked = EndpointReply<typeof designerEndpoints.check>;
