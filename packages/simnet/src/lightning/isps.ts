import type { Isp } from './types.js'

/**
 * Who hosts clearnet Lightning nodes: the clouds and hosting companies that carry most of them, then
 * residential access providers per country. Names as mempool's ISP ranking shows them; AS numbers, address
 * blocks and countries as the real networks have them. `weight` is the share of clearnet nodes.
 */
// biome-ignore format: one row per ISP reads as a table
const rows: [string, number[], string[], number[][], string | undefined, number][] = [
  ['Amazon.com', [16509, 14618], ['US', 'US', 'US', 'DE', 'IE', 'GB', 'JP', 'SG', 'CA', 'AU', 'BR', 'FR'], [[3], [13], [18], [52], [54]], '2600:1f18', 10],
  ['Hetzner Online GmbH', [24940], ['DE', 'DE', 'DE', 'FI', 'US'], [[5, 9], [88, 99], [95, 216], [136, 243], [148, 251], [176, 9], [65, 108], [135, 181]], '2a01:4f8', 9],
  ['DigitalOcean, LLC', [14061], ['US', 'US', 'NL', 'DE', 'GB', 'SG', 'CA'], [[138, 68], [159, 89], [167, 99], [164, 90], [134, 209], [104, 248]], '2604:a880', 6],
  ['OVH SAS', [16276], ['FR', 'FR', 'CA', 'DE', 'PL', 'GB'], [[51, 75], [51, 89], [54, 37], [137, 74], [145, 239], [149, 202]], '2001:41d0', 5],
  ['Google Cloud', [396982, 15169], ['US', 'US', 'NL', 'DE', 'JP', 'SG', 'GB'], [[34], [35]], '2600:1900', 4],
  ['Comcast Cable Communications, LLC', [7922], ['US'], [[73], [98], [24], [67], [76]], '2601', 5],
  ['Deutsche Telekom AG', [3320], ['DE'], [[79], [87], [91], [93], [217]], '2003', 3],
  ['Contabo GmbH', [51167], ['DE', 'DE', 'US'], [[5, 189], [62, 171], [161, 97], [173, 249], [207, 180]], '2a02:c207', 3],
  ['Akamai Connected Cloud', [63949], ['US', 'DE', 'GB', 'JP', 'SG'], [[45, 79], [139, 162], [172, 105], [50, 116]], '2600:3c00', 2],
  ['The Constant Company, LLC', [20473], ['US', 'NL', 'DE', 'JP', 'SG', 'AU'], [[45, 32], [45, 76], [108, 61], [149, 28], [207, 148]], '2001:19f0', 2],
  ['Microsoft Corporation', [8075], ['US', 'IE', 'NL'], [[20], [40], [52, 160]], undefined, 1.5],
  ['Verizon Business', [701], ['US'], [[71], [72], [96], [100]], undefined, 2],
  ['Charter Communications Inc', [20115], ['US'], [[47], [66], [75], [97]], '2600:6c00', 2],
  ['AT&T Services, Inc.', [7018], ['US'], [[99], [107], [108], [12]], undefined, 1.5],
  ['Leaseweb Netherlands B.V.', [60781], ['NL', 'DE', 'US'], [[5, 79], [37, 48], [85, 17], [212, 32]], undefined, 1],
  ['Online S.A.S.', [12876], ['FR', 'NL', 'PL'], [[51, 15], [51, 158], [62, 210], [163, 172]], '2001:bc8', 0.8],
  ['Oracle Corporation', [31898], ['US', 'DE', 'JP', 'BR', 'GB'], [[129, 146], [130, 61], [132, 145], [144, 24], [152, 67]], undefined, 0.8],
  ['M247 Europe SRL', [9009], ['GB', 'NL', 'DE', 'CH'], [[146, 70], [185, 156], [193, 27]], undefined, 0.7],
  ['SpaceX Services, Inc.', [14593], ['US', 'CA', 'AU', 'BR', 'DE'], [[98, 97], [129, 222], [143, 105]], '2605:59c8', 0.6],
  ['Alibaba US Technology Co., Ltd.', [45102], ['SG', 'HK', 'US'], [[8, 209], [47, 74], [47, 88]], undefined, 0.4],
  ['Google Fiber Inc.', [16591], ['US'], [[136, 49], [136, 56]], undefined, 0.3],
  ['Bell Canada', [577], ['CA'], [[64, 229], [70, 48], [142, 112], [184, 144]], undefined, 1],
  ['Rogers Communications Canada Inc.', [812], ['CA'], [[24, 114], [99, 224], [174, 112]], undefined, 0.8],
  ['Vodafone GmbH', [3209], ['DE'], [[88, 64], [95, 88], [178, 24]], undefined, 1],
  ['Orange S.A.', [3215], ['FR'], [[2], [86], [90]], undefined, 1],
  ['Free SAS', [12322], ['FR'], [[78], [82], [88, 120]], '2a01:e0a', 0.8],
  ['British Telecommunications PLC', [2856], ['GB'], [[81, 132], [86, 128], [109, 144]], undefined, 1],
  ['Virgin Media Limited', [5089], ['GB'], [[82, 2], [86, 2], [92, 236]], undefined, 0.8],
  ['Swisscom (Schweiz) AG', [3303], ['CH'], [[31, 164], [85, 0], [178, 197]], undefined, 1],
  ['Init7 (Switzerland) Ltd.', [13030], ['CH'], [[77, 109], [82, 197]], '2a02:168', 0.6],
  ['KPN B.V.', [1136], ['NL'], [[77, 160], [84, 24], [145, 53]], undefined, 0.7],
  ['Vodafone Libertel B.V.', [33915], ['NL'], [[31, 151], [84, 84], [94, 208]], undefined, 0.7],
  ['NTT Communications Corporation', [4713], ['JP'], [[60, 32], [114, 155], [153, 156]], undefined, 0.8],
  ['SoftBank Corp.', [17676], ['JP'], [[126], [60, 100], [219, 167]], undefined, 0.6],
  ['SingNet Pte Ltd', [3758], ['SG'], [[116, 14], [116, 86], [220, 255]], undefined, 0.4],
  ['Telstra Corporation Ltd', [1221], ['AU'], [[101, 160], [110, 144], [120, 144]], undefined, 0.6],
  ['Claro NXT Telecomunicacoes Ltda', [28573], ['BR'], [[177, 32], [179, 96], [189, 0]], undefined, 0.6],
  ['Telia Company AB', [3301], ['SE'], [[78, 68], [81, 224], [90, 224]], undefined, 0.5],
  ['Elisa Oyj', [719], ['FI'], [[85, 76], [88, 114], [91, 152]], undefined, 0.4],
  ['Telefonica de Espana', [3352], ['ES'], [[79, 144], [80, 24], [83, 32]], undefined, 0.5],
  ['Telecom Italia', [3269], ['IT'], [[79, 0], [87, 0], [93, 32]], undefined, 0.4],
  ['Eircom Limited', [5466], ['IE'], [[86, 40], [89, 100], [109, 76]], undefined, 0.3],
  ['Orange Polska Spolka Akcyjna', [5617], ['PL'], [[83, 0], [83, 24], [89, 64]], undefined, 0.3],
  ['Korea Telecom', [4766], ['KR'], [[121, 128], [175, 192], [211, 36]], undefined, 0.4],
  ['HKT Limited', [4760], ['HK'], [[42, 2], [112, 118], [219, 77]], undefined, 0.3],
  ['Vodacom', [29975], ['ZA'], [[41, 0], [105, 224], [197, 90]], undefined, 0.3],
  ['Telecom Argentina S.A.', [7303], ['AR'], [[181, 44], [190, 16], [201, 212]], undefined, 0.3],
  ['Telemovil El Salvador S.A.', [27773], ['SV'], [[168, 243], [181, 118], [190, 86]], undefined, 0.3],
  ['Telenor Norge AS', [2119], ['NO'], [[84, 208], [88, 88], [148, 252]], undefined, 0.3],
  ['MEO - Servicos De Comunicacoes E Multimedia S.A.', [3243], ['PT'], [[2, 80], [85, 240], [94, 60]], undefined, 0.3],
  ['O2 Czech Republic, a.s.', [5610], ['CZ'], [[90, 176], [94, 112], [213, 226]], undefined, 0.3],
  ['A1 Telekom Austria AG', [8447], ['AT'], [[80, 108], [84, 112], [188, 20]], undefined, 0.3],
]

const hostingCompanies = new Set([
  'Amazon.com',
  'Hetzner Online GmbH',
  'DigitalOcean, LLC',
  'OVH SAS',
  'Google Cloud',
  'Contabo GmbH',
  'Akamai Connected Cloud',
  'The Constant Company, LLC',
  'Microsoft Corporation',
  'Leaseweb Netherlands B.V.',
  'Online S.A.S.',
  'Oracle Corporation',
  'M247 Europe SRL',
  'Alibaba US Technology Co., Ltd.',
])

export const isps: readonly Isp[] = rows.map(([name, asns, countries, ipv4, ipv6, weight]) => ({
  name,
  asns,
  countries,
  ipv4,
  ipv6,
  weight,
  hosting: hostingCompanies.has(name),
}))

/** The ISP an AS number belongs to. */
export const ispByAsn: ReadonlyMap<number, Isp> = new Map(
  isps.flatMap((isp) => isp.asns.map((asn) => [asn, isp] as const)),
)
