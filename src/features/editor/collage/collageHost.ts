// What the screen that owns the project (PhotoEditor) gives the collage maker's panels: "Continue in
// designer", which needs the project (to save the collage and copy its photos) and the address. Without a
// host (a panel rendered on its own) there is no such action, and the panel shows no button for it.
import { createContext, useContext } from 'react';

export interface CollageHost {
  /** Makes a new design of the open collage and opens it; absent where that cannot be done. */
  continueInDesigner?: () => void;
  /** While the design is being made. */
  continuing: boolean;
}

export const CollageHostContext = createContext<CollageHost>({ continuing: false });

export function useCollageHost(): CollageHost {
  return useContext(CollageHostContext);
}
