// Writes src/lib/shared/designer/graphicsData.ts: the graphics and icons the designer ships (issue 16), each
// an SVG path from Material Design Icons (@mdi/js, Apache-2.0, a dev dependency: only the chosen paths reach
// the app). Brand and logo icons are never chosen (trademarks). Run after changing the list:
//   node scripts/designer/makeGraphics.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const mdi = require('@mdi/js');
const version = require('@mdi/js/package.json').version;

/** category → [mdi export name without "mdi", search words (space-separated)] */
const CHOSEN = {
  shapes: [
    ['Circle', 'circle round dot'], ['Square', 'square box'], ['SquareRounded', 'square rounded box'], ['Triangle', 'triangle'],
    ['TriangleDown', 'triangle down'], ['Hexagon', 'hexagon honeycomb'], ['Pentagon', 'pentagon'], ['Octagon', 'octagon stop'],
    ['Rhombus', 'rhombus diamond'], ['Rectangle', 'rectangle banner'], ['Ellipse', 'ellipse oval'], ['Octagram', 'octagram star badge'],
    ['CircleHalfFull', 'half circle contrast'], ['CardsDiamond', 'diamond suit'], ['CircleDouble', 'ring double circle'], ['Cube', 'cube 3d'],
  ],
  arrows: [
    ['ArrowRight', 'arrow right next'], ['ArrowLeft', 'arrow left back'], ['ArrowUp', 'arrow up'], ['ArrowDown', 'arrow down'],
    ['ArrowRightBold', 'arrow right bold'], ['ArrowLeftBold', 'arrow left bold'], ['ArrowUpBold', 'arrow up bold'], ['ArrowDownBold', 'arrow down bold'],
    ['ArrowRightThick', 'arrow right thick'], ['ArrowRightBoldCircle', 'arrow right circle'], ['ArrowTopRight', 'arrow diagonal up right'],
    ['ArrowULeftTop', 'arrow u turn return'], ['ArrowLeftRight', 'arrow both ways swap'], ['ArrowUpDown', 'arrow up down'],
    ['ArrowExpandAll', 'arrows expand all directions'], ['ChevronRight', 'chevron right'], ['ChevronDoubleRight', 'chevron double fast forward'],
    ['MenuRight', 'triangle pointer play'], ['Redo', 'redo curved arrow'], ['ArrowDecision', 'arrow fork decision'], ['TrendingUp', 'trend up growth arrow'],
  ],
  stars: [
    ['Star', 'star favourite rating'], ['StarOutline', 'star outline'], ['StarFourPoints', 'sparkle four point star twinkle'],
    ['StarFourPointsOutline', 'sparkle outline twinkle'], ['StarHalfFull', 'star half rating'], ['StarCircle', 'star circle badge'],
    ['StarShooting', 'shooting star wish'], ['StarFace', 'star face smile'], ['StarThreePoints', 'star three points'], ['Shimmer', 'shimmer sparkles glitter'],
    ['Creation', 'sparkles magic new'], ['StarCrescent', 'star crescent night'], ['Flare', 'flare shine burst'],
  ],
  hearts: [
    ['Heart', 'heart love like'], ['HeartOutline', 'heart outline love'], ['HeartHalfFull', 'heart half'], ['HeartBroken', 'heart broken sad'],
    ['HeartCircle', 'heart circle'], ['HeartPulse', 'heart pulse health'], ['HandHeart', 'hand heart care charity'], ['CardsHeart', 'heart suit'],
    ['HeartMultiple', 'hearts many love'], ['HeartFlash', 'heart flash'], ['HomeHeart', 'home heart family'], ['HeartBox', 'heart box'],
  ],
  badges: [
    ['CheckDecagram', 'verified badge check seal'], ['Decagram', 'badge seal burst'], ['Seal', 'seal award rosette'], ['SealVariant', 'seal ribbon award'],
    ['Shield', 'shield protect'], ['ShieldStar', 'shield star'], ['Medal', 'medal winner'], ['Trophy', 'trophy cup winner'], ['TrophyAward', 'trophy award'],
    ['TrophyVariant', 'trophy cup'], ['Ribbon', 'ribbon awareness'], ['Crown', 'crown king queen royal'], ['Certificate', 'certificate diploma'],
    ['Tag', 'tag price label'], ['TagHeart', 'tag heart gift'], ['Label', 'label tag'], ['Bookmark', 'bookmark ribbon'], ['Flag', 'flag'],
    ['Sale', 'sale discount percent'], ['NewBox', 'new label badge'], ['CheckCircle', 'check done tick'], ['PodiumGold', 'podium first winner'],
  ],
  celebration: [
    ['PartyPopper', 'party popper confetti celebrate'], ['Balloon', 'balloon party birthday'], ['Cake', 'cake birthday'], ['CakeVariant', 'cake candle birthday'],
    ['CakeLayered', 'cake wedding layered'], ['Gift', 'gift present'], ['GiftOpen', 'gift open present'], ['Firework', 'firework new year'],
    ['GlassCocktail', 'cocktail drink party'], ['GlassWine', 'wine glass'], ['GlassFlute', 'champagne glass toast'], ['BottleWine', 'wine bottle'],
    ['PineTreeVariant', 'christmas tree winter holiday'], ['Snowman', 'snowman winter'], ['Pumpkin', 'pumpkin halloween autumn'], ['EggEaster', 'easter egg spring'],
    ['Ring', 'ring wedding engagement'], ['Candle', 'candle light'],
  ],
  weather: [
    ['WeatherSunny', 'sun sunny summer'], ['WeatherNight', 'moon night'], ['WeatherCloudy', 'cloud cloudy'], ['WeatherPartlyCloudy', 'sun cloud partly'],
    ['WeatherRainy', 'rain rainy'], ['WeatherPouring', 'rain heavy pouring'], ['WeatherSnowy', 'snow snowy winter'], ['WeatherLightning', 'lightning storm'],
    ['WeatherWindy', 'wind windy'], ['WeatherSunset', 'sunset evening'], ['Snowflake', 'snowflake winter cold'], ['Umbrella', 'umbrella rain'],
    ['Thermometer', 'temperature thermometer'], ['WeatherFog', 'fog mist'], ['MoonWaxingCrescent', 'crescent moon'], ['Water', 'drop water'],
  ],
  nature: [
    ['Leaf', 'leaf green eco'], ['LeafMaple', 'maple leaf autumn'], ['Flower', 'flower blossom'], ['FlowerTulip', 'tulip flower spring'],
    ['FlowerPoppy', 'poppy flower'], ['Tree', 'tree'], ['PineTree', 'pine tree forest'], ['PalmTree', 'palm tree tropical'], ['Sprout', 'sprout seedling grow'],
    ['Mushroom', 'mushroom'], ['Cactus', 'cactus desert'], ['Terrain', 'mountains terrain'], ['Waves', 'waves sea ocean'], ['Fire', 'fire flame hot'],
    ['Clover', 'clover luck'], ['Grass', 'grass lawn'], ['Forest', 'forest trees'], ['Earth', 'earth globe world planet'],
  ],
  animals: [
    ['Cat', 'cat kitten pet'], ['Dog', 'dog puppy pet'], ['Paw', 'paw print pet'], ['Bird', 'bird'], ['Butterfly', 'butterfly'], ['Fish', 'fish'],
    ['Rabbit', 'rabbit bunny'], ['Horse', 'horse'], ['Bee', 'bee honey'], ['Duck', 'duck'], ['Owl', 'owl'], ['Turtle', 'turtle'], ['Elephant', 'elephant'],
    ['Penguin', 'penguin'], ['Dolphin', 'dolphin sea'], ['Snail', 'snail slow'], ['Ladybug', 'ladybug insect'], ['Koala', 'koala'], ['Pig', 'pig'],
    ['Cow', 'cow farm'], ['Sheep', 'sheep'], ['Unicorn', 'unicorn magic'],
  ],
  food: [
    ['Coffee', 'coffee cup cafe'], ['CoffeeToGo', 'coffee takeaway'], ['Pizza', 'pizza'], ['Hamburger', 'burger hamburger'], ['FoodApple', 'apple fruit'],
    ['FoodCroissant', 'croissant bakery breakfast'], ['IceCream', 'ice cream summer'], ['Cupcake', 'cupcake dessert'], ['Cookie', 'cookie biscuit'],
    ['Carrot', 'carrot vegetable'], ['FruitCherries', 'cherries fruit'], ['FruitWatermelon', 'watermelon summer fruit'], ['FruitPineapple', 'pineapple tropical'],
    ['FruitCitrus', 'lemon orange citrus'], ['FruitGrapes', 'grapes wine'], ['SilverwareForkKnife', 'restaurant fork knife dinner'], ['ChefHat', 'chef cook'],
    ['Tea', 'tea cup'], ['Beer', 'beer drink'], ['BreadSlice', 'bread toast'], ['Noodles', 'noodles ramen'], ['FoodDrumstick', 'chicken drumstick'], ['Cheese', 'cheese'],
  ],
  travel: [
    ['Airplane', 'plane flight travel'], ['AirplaneTakeoff', 'takeoff flight departure'], ['Car', 'car drive road trip'], ['Bus', 'bus'], ['Train', 'train rail'],
    ['Bike', 'bicycle bike cycling'], ['SailBoat', 'sailing boat'], ['Ferry', 'ship ferry cruise'], ['MapMarker', 'location pin place'], ['Map', 'map'],
    ['Compass', 'compass explore'], ['CompassRose', 'compass rose north'], ['Beach', 'beach holiday'], ['UmbrellaBeach', 'beach umbrella summer'],
    ['BagSuitcase', 'suitcase luggage'], ['Passport', 'passport'], ['Tent', 'tent camping'], ['Hiking', 'hiking walk'], ['Anchor', 'anchor nautical'],
    ['Lighthouse', 'lighthouse coast'], ['City', 'city skyline'], ['Home', 'home house'],
  ],
  business: [
    ['Briefcase', 'briefcase work job'], ['ChartBar', 'bar chart statistics'], ['ChartLine', 'line chart growth'], ['ChartPie', 'pie chart'], ['ChartDonut', 'donut chart'],
    ['Lightbulb', 'idea lightbulb'], ['LightbulbOn', 'idea bright'], ['Target', 'target goal aim'], ['RocketLaunch', 'rocket launch start'], ['Handshake', 'handshake deal partner'],
    ['Calendar', 'calendar date event'], ['ClockOutline', 'clock time hours'], ['Cash', 'cash money'], ['CurrencyUsd', 'dollar money price'], ['CurrencyEur', 'euro money price'],
    ['CreditCard', 'credit card payment'], ['Cart', 'shopping cart shop'], ['Shopping', 'shopping bag'], ['Store', 'store shop'], ['OfficeBuilding', 'office building company'],
    ['AccountGroup', 'team people group'], ['Presentation', 'presentation board'], ['Cog', 'settings gear'], ['Puzzle', 'puzzle solution'], ['ScaleBalance', 'law balance justice'],
  ],
  communication: [
    ['Email', 'email mail letter'], ['Phone', 'phone call'], ['Chat', 'chat talk'], ['Message', 'message'], ['MessageText', 'message text'],
    ['FormatQuoteOpen', 'quote open'], ['FormatQuoteClose', 'quote close'], ['ThumbUp', 'like thumbs up'], ['ThumbDown', 'dislike thumbs down'],
    ['Bell', 'bell notification'], ['ShareVariant', 'share'], ['Link', 'link'], ['Web', 'website web globe'], ['At', 'at email handle'], ['Pound', 'hashtag hash'],
    ['Account', 'person user profile'], ['Bullhorn', 'announcement megaphone'], ['Send', 'send paper plane'], ['HandWave', 'hello wave hand'],
    ['EmoticonHappy', 'smile happy emoji'], ['EmoticonCool', 'cool sunglasses emoji'], ['EmoticonKiss', 'kiss emoji'], ['Wifi', 'wifi internet'], ['Qrcode', 'qr code'],
  ],
  symbols: [
    ['Music', 'music notes'], ['MusicNote', 'music note'], ['Camera', 'camera photo'], ['Palette', 'palette paint art'], ['Brush', 'brush paint'], ['Pencil', 'pencil write edit'],
    ['BookOpenVariant', 'book read'], ['School', 'school graduation cap'], ['Dumbbell', 'fitness gym dumbbell'], ['Soccer', 'football soccer ball'],
    ['Basketball', 'basketball ball'], ['Yoga', 'yoga meditation'], ['Run', 'running sport'], ['GamepadVariant', 'game controller gaming'],
    ['MovieOpen', 'movie film cinema'], ['Headphones', 'headphones music'], ['Microphone', 'microphone podcast'], ['Infinity', 'infinity forever'],
    ['Peace', 'peace'], ['Recycle', 'recycle eco'], ['LightningBolt', 'lightning bolt energy'], ['YinYang', 'yin yang balance'], ['Atom', 'atom science'], ['Rocket', 'rocket space launch'], ['Telescope', 'telescope astronomy stars'], ['CameraIris', 'aperture lens shutter photography'],
    ['Check', 'check tick yes'], ['Close', 'close cross no'], ['Plus', 'plus add'], ['Information', 'information info'],
  ],
  decorative: [
    ['DotsHorizontal', 'dots ellipsis'], ['DotsGrid', 'dots grid pattern'], ['DotsHexagon', 'dots hexagon pattern'], ['DotsTriangle', 'dots triangle'],
    ['SineWave', 'wave line squiggle'], ['SquareWave', 'square wave zigzag'], ['TriangleWave', 'zigzag wave'], ['Checkerboard', 'checker pattern'],
    ['RhombusSplit', 'diamond pattern split'], ['BowTie', 'bow tie formal'], ['Mustache', 'mustache'], ['Sunglasses', 'sunglasses summer'],
    ['Lipstick', 'lipstick beauty'], ['Feather', 'feather quill'], ['DiamondStone', 'diamond gem jewel'], ['Horseshoe', 'horseshoe luck'],
    ['Ornament', 'ornament bauble christmas'], ['Spa', 'spa lotus wellness'], ['KeyVariant', 'key'], ['Lock', 'lock padlock'],
  ],
};

const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/;
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z])([A-Z][a-z])/g, '$1-$2').toLowerCase();

const missing = [];
const rows = [];
const seen = new Set();
for (const [category, list] of Object.entries(CHOSEN)) {
  for (const [name, words] of list) {
    const d = mdi[`mdi${name}`];
    if (typeof d !== 'string' || !PATH_DATA.test(d)) {
      missing.push(name);
      continue;
    }
    const id = kebab(name);
    if (seen.has(id)) throw new Error(`duplicate ${id}`);
    seen.add(id);
    rows.push([id, category, words.split(' '), d]);
  }
}
if (missing.length > 0) {
  console.error(`not in @mdi/js ${version}: ${missing.join(', ')}`);
  process.exit(1);
}

const out = fileURLToPath(new URL('../../src/lib/shared/designer/graphicsData.ts', import.meta.url));
const body = rows.map(([id, category, words, d]) => `  [${JSON.stringify(id)}, ${JSON.stringify(category)}, ${JSON.stringify(words)}, ${JSON.stringify(d)}],`).join('\n');
writeFileSync(
  out,
  `// Generated by scripts/designer/makeGraphics.mjs from @mdi/js ${version} (Material Design Icons, Apache-2.0;\n` +
    `// see public/graphics/LICENSE.md). Do not edit: change the list in the script and run it again.\n` +
    `// Each row: id, category, search words, SVG path data in a 24 × 24 view box.\n\n` +
    `export const GRAPHIC_CATEGORY_ORDER = ${JSON.stringify(Object.keys(CHOSEN))} as const;\n\n` +
    `export const GRAPHIC_ROWS: ReadonlyArray<readonly [id: string, category: string, words: readonly string[], d: string]> = [\n${body}\n];\n`,
);
console.log(`${rows.length} graphics in ${Object.keys(CHOSEN).length} categories → ${out}`);
