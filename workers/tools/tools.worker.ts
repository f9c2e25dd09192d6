// The tools worker (issue 17): the one Comlink `expose` of the editor's special tools — models (ai/),
// content-aware fill (inpaint/), enhancement (enhance/), sky and portrait masks (sky/), the perspective
// warp (perspective/). The page talks to it only through src/features/editor/tools/shared/toolsWorker.ts.
// Results travel as transfers.
import { expose } from 'comlink';
import { AI_API } from './ai';
import { ENHANCE_API } from './enhance';
import { INPAINT_API } from './inpaint';
import { PERSPECTIVE_API } from './perspective';
import { SKY_API } from './sky';

export const TOOLS_API = { ...AI_API, ...INPAINT_API, ...ENHANCE_API, ...SKY_API, ...PERSPECTIVE_API };
export type ToolsApi = typeof TOOLS_API;

expose(TOOLS_API);
