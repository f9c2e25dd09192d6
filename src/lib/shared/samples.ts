// The shipped sample photos (public/samples, CC0 and public domain; licences beside them): their names and
// files. Data only, so the editor (which opens them) and the offline area (which keeps them for offline use)
// share one list without either importing the other's code.

export interface Sample {
  /** The name a deep link uses (?image=coffee). */
  id: string;
  file: string;
  width: number;
  height: number;
}

/** The photos among the shipped samples (the three seamless textures are for the designer). */
export const SAMPLES: readonly Sample[] = [
  { id: 'coffee', file: 'coffee.png', width: 600, height: 400 },
  { id: 'chelsea', file: 'chelsea.png', width: 451, height: 300 },
  { id: 'astronaut', file: 'astronaut.png', width: 512, height: 512 },
  { id: 'rocket', file: 'rocket.jpg', width: 640, height: 427 },
  { id: 'hubble_deep_field', file: 'hubble_deep_field.jpg', width: 1000, height: 872 },
  { id: 'camera', file: 'camera.png', width: 512, height: 512 },
  { id: 'horse', file: 'horse.png', width: 400, height: 328 },
];
