import type { City, Country, LocalisedName, Subdivision } from './types.js'

/**
 * Where Lightning nodes geolocate: the countries that host most clearnet nodes, with GeoNames ids and the
 * localised names GeoLite2 ships (en, de, fr, ja, pt-BR, ru, zh-CN, es). Cities carry all eight when the
 * database has them and only `en` otherwise, as real answers do.
 */

const languages = ['en', 'de', 'fr', 'ja', 'pt-BR', 'ru', 'zh-CN', 'es'] as const

/** Names in `languages` order; a missing or empty entry is left out. */
function names(en: string, ...others: string[]): LocalisedName {
  const out: LocalisedName = { en }
  others.forEach((name, i) => {
    const language = languages[i + 1]
    if (name && language) out[language] = name
  })
  return out
}

// [iso, GeoNames id, latitude, longitude, en, de, fr, ja, pt-BR, ru, zh-CN, es]
// biome-ignore format: one row per place reads as a table
const countryRows: [string, number, number, number, ...string[]][] = [
  ['US', 6252001, 37.751, -97.822, 'United States', 'Vereinigte Staaten', 'États Unis', 'アメリカ', 'EUA', 'США', '美国', 'Estados Unidos'],
  ['DE', 2921044, 51.2993, 9.491, 'Germany', 'Deutschland', 'Allemagne', 'ドイツ連邦共和国', 'Alemanha', 'Германия', '德国', 'Alemania'],
  ['CA', 6251999, 43.6319, -79.3716, 'Canada', 'Kanada', 'Canada', 'カナダ', 'Canadá', 'Канада', '加拿大', 'Canadá'],
  ['FR', 3017382, 48.8582, 2.3387, 'France', 'Frankreich', 'France', 'フランス共和国', 'França', 'Франция', '法国', 'Francia'],
  ['GB', 2635167, 51.4964, -0.1224, 'United Kingdom', 'Vereinigtes Königreich', 'Royaume-Uni', 'イギリス', 'Reino Unido', 'Великобритания', '英国', 'Reino Unido'],
  ['NL', 2750405, 52.3824, 4.8995, 'Netherlands', 'Niederlande', 'Pays-Bas', 'オランダ王国', 'Holanda', 'Нидерланды', '荷兰', 'Países Bajos'],
  ['CH', 2658434, 47.1449, 8.1551, 'Switzerland', 'Schweiz', 'Suisse', 'スイス連邦', 'Suíça', 'Швейцария', '瑞士', 'Suiza'],
  ['JP', 1861060, 35.69, 139.69, 'Japan', 'Japan', 'Japon', '日本', 'Japão', 'Япония', '日本', 'Japón'],
  ['SG', 1880251, 1.3667, 103.8, 'Singapore', 'Singapur', 'Singapour', 'シンガポール', 'Singapura', 'Сингапур', '新加坡', 'Singapur'],
  ['AU', 2077456, -33.494, 143.2104, 'Australia', 'Australien', 'Australie', 'オーストラリア', 'Austrália', 'Австралия', '澳大利亚', 'Australia'],
  ['BR', 3469034, -22.8305, -43.2192, 'Brazil', 'Brasilien', 'Brésil', 'ブラジル連邦共和国', 'Brasil', 'Бразилия', '巴西', 'Brasil'],
  ['SE', 2661886, 59.3247, 18.056, 'Sweden', 'Schweden', 'Suède', 'スウェーデン王国', 'Suécia', 'Швеция', '瑞典', 'Suecia'],
  ['FI', 660013, 60.1717, 24.9349, 'Finland', 'Finnland', 'Finlande', 'フィンランド共和国', 'Finlândia', 'Финляндия', '芬兰', 'Finlandia'],
  ['CZ', 3077311, 50.0848, 14.4112, 'Czechia', 'Tschechien', 'Tchéquie', 'チェコ共和国', 'Chéquia', 'Чехия', '捷克', 'Chequia'],
  ['AT', 2782113, 48.2, 16.3667, 'Austria', 'Österreich', 'Autriche', 'オーストリア共和国', 'Áustria', 'Австрия', '奥地利', 'Austria'],
  ['ES', 2510769, 40.4172, -3.684, 'Spain', 'Spanien', 'Espagne', 'スペイン', 'Espanha', 'Испания', '西班牙', 'España'],
  ['IT', 3175395, 43.1479, 12.1097, 'Italy', 'Italien', 'Italie', 'イタリア共和国', 'Itália', 'Италия', '意大利', 'Italia'],
  ['IE', 2963597, 53, -8, 'Ireland', 'Irland', 'Irlande', 'アイルランド', 'Irlanda', 'Ирландия', '爱尔兰', 'Irlanda'],
  ['PL', 798544, 52.2394, 21.0362, 'Poland', 'Polen', 'Pologne', 'ポーランド共和国', 'Polônia', 'Польша', '波兰', 'Polonia'],
  ['KR', 1835841, 37.5112, 126.9741, 'South Korea', 'Südkorea', 'Corée du Sud', '大韓民国', 'Coreia do Sul', 'Республика Корея', '韩国', 'Corea del Sur'],
  ['HK', 1819730, 22.2578, 114.1657, 'Hong Kong', 'Hongkong', 'Hong Kong', '香港', 'Hong Kong', 'Гонконг', '香港', 'Hong Kong'],
  ['ZA', 953987, -29, 24, 'South Africa', 'Südafrika', 'Afrique du Sud', '南アフリカ', 'África do Sul', 'ЮАР', '南非', 'Sudáfrica'],
  ['AR', 3865483, -34, -64, 'Argentina', 'Argentinien', 'Argentine', 'アルゼンチン共和国', 'Argentina', 'Аргентина', '阿根廷', 'Argentina'],
  ['SV', 3585968, 13.8333, -88.9167, 'El Salvador', 'El Salvador', 'Salvador', 'エルサルバドル共和国', 'El Salvador', 'Сальвадор', '萨尔瓦多', 'El Salvador'],
  ['NO', 3144096, 62, 10, 'Norway', 'Norwegen', 'Norvège', 'ノルウェー王国', 'Noruega', 'Норвегия', '挪威', 'Noruega'],
  ['PT', 2264397, 39.5, -8, 'Portugal', 'Portugal', 'Portugal', 'ポルトガル共和国', 'Portugal', 'Португалия', '葡萄牙', 'Portugal'],
]

// [key, GeoNames id, en, de, fr, ja, pt-BR, ru, zh-CN, es]
// biome-ignore format: one row per place reads as a table
const subdivisionRows: [string, number, ...string[]][] = [
  ['US-VA', 6254928, 'Virginia', 'Virginia', 'Virginie', 'バージニア州', 'Virgínia', 'Виргиния', '弗吉尼亚州', 'Virginia'],
  ['US-NY', 5128638, 'New York', 'New York', 'État de New York', 'ニューヨーク州', 'Nova Iorque', 'Нью-Йорк', '纽约州', 'Nueva York'],
  ['US-CA', 5332921, 'California', 'Kalifornien', 'Californie', 'カリフォルニア州', 'Califórnia', 'Калифорния', '加利福尼亚州', 'California'],
  ['US-IL', 4896861, 'Illinois'],
  ['US-TX', 4736286, 'Texas', 'Texas', 'Texas', 'テキサス州', 'Texas', 'Техас', '德克萨斯州', 'Texas'],
  ['US-FL', 4155751, 'Florida'],
  ['US-WA', 5815135, 'Washington'],
  ['US-OR', 5744337, 'Oregon'],
  ['DE-HE', 2905330, 'Hesse', 'Hessen', 'Hesse', 'ヘッセン州', 'Hessen', 'Гессен', '黑森', 'Hesse'],
  ['DE-SN', 2842566, 'Saxony', 'Sachsen', 'Saxe', 'ザクセン州', 'Saxônia', 'Саксония', '萨克森', 'Sajonia'],
  ['DE-BY', 2951839, 'Bavaria', 'Bayern', 'Bavière', 'バイエルン州', 'Baviera', 'Бавария', '巴伐利亚', 'Baviera'],
  ['DE-BE', 2950157, 'Land Berlin', 'Berlin', 'Berlin'],
  ['CA-ON', 6093943, 'Ontario', 'Ontario', 'Ontario', 'オンタリオ州', 'Ontário', 'Онтарио', '安大略', 'Ontario'],
  ['CA-QC', 6115047, 'Quebec', 'Québec', 'Québec', 'ケベック州', 'Quebec', 'Квебек', '魁北克', 'Quebec'],
  ['CA-BC', 5909050, 'British Columbia', 'British Columbia', 'Colombie-Britannique'],
  ['FR-IDF', 3012874, 'Île-de-France', 'Île-de-France', 'Île-de-France'],
  ['FR-HDF', 11071624, 'Hauts-de-France', 'Hauts-de-France', 'Hauts-de-France'],
  ['FR-GES', 11071622, 'Grand Est', 'Grand Est', 'Grand Est'],
  ['GB-ENG', 6269131, 'England', 'England', 'Angleterre', 'イングランド', 'Inglaterra', 'Англия', '英格兰', 'Inglaterra'],
  ['GB-SCT', 2638360, 'Scotland', 'Schottland', 'Écosse', 'スコットランド', 'Escócia', 'Шотландия', '苏格兰', 'Escocia'],
  ['NL-NH', 2749879, 'North Holland', 'Nordholland', 'Hollande-Septentrionale', '北ホラント州', 'Holanda do Norte', 'Северная Голландия', '北荷兰省', 'Holanda Septentrional'],
  ['NL-ZH', 2743698, 'South Holland', 'Südholland', 'Hollande-Méridionale'],
  ['CH-ZH', 2657895, 'Zurich', 'Zürich', 'Zurich', 'チューリッヒ州', 'Zurique', 'Цюрих', '苏黎世州', 'Zúrich'],
  ['CH-GE', 2660645, 'Geneva', 'Genf', 'Genève'],
  ['CH-TI', 2658370, 'Ticino', 'Tessin', 'Tessin'],
  ['JP-13', 1850144, 'Tokyo', 'Tokio', 'Préfecture de Tokyo', '東京都', 'Tóquio', 'Токио', '东京都', 'Tokio'],
  ['JP-27', 1853904, 'Osaka', 'Osaka', 'Préfecture d’Osaka', '大阪府'],
  ['AU-NSW', 2155400, 'New South Wales', 'New South Wales', 'Nouvelle-Galles du Sud'],
  ['AU-VIC', 2145234, 'Victoria'],
  ['BR-SP', 3448433, 'São Paulo', 'São Paulo', 'État de São Paulo', 'サンパウロ州', 'São Paulo', 'Сан-Паулу', '圣保罗州', 'São Paulo'],
  ['BR-RJ', 3451189, 'Rio de Janeiro'],
  ['SE-AB', 2673722, 'Stockholm County', 'Provinz Stockholm', 'Comté de Stockholm'],
  ['SE-O', 3337385, 'Västra Götaland County'],
  ['FI-18', 830709, 'Uusimaa', 'Uusimaa', 'Uusimaa'],
  ['CZ-10', 3067695, 'Prague', 'Prag', 'Prague', 'プラハ', 'Praga', 'Прага', '布拉格', 'Praga'],
  ['CZ-64', 3337514, 'South Moravian'],
  ['AT-9', 2761367, 'Vienna', 'Wien', 'Vienne', 'ウィーン', 'Viena', 'Вена', '维也纳', 'Viena'],
  ['AT-6', 2764581, 'Styria', 'Steiermark', 'Styrie'],
  ['ES-MD', 3117732, 'Madrid', 'Madrid', 'Madrid', 'マドリード州', 'Madri', 'Мадрид', '马德里自治区', 'Madrid'],
  ['ES-CT', 3336901, 'Catalonia', 'Katalonien', 'Catalogne', 'カタルーニャ州', 'Catalunha', 'Каталония', '加泰罗尼亚', 'Cataluña'],
  ['IT-25', 3174618, 'Lombardy', 'Lombardei', 'Lombardie'],
  ['IT-62', 3174976, 'Lazio', 'Latium', 'Latium'],
  ['IE-L', 7521314, 'Leinster'],
  ['PL-14', 858787, 'Mazovia', 'Masowien', 'Mazovie'],
  ['PL-12', 858788, 'Lesser Poland', 'Kleinpolen', 'Petite-Pologne'],
  ['KR-11', 1835847, 'Seoul', 'Seoul', 'Séoul', 'ソウル特別市', 'Seul', 'Сеул', '首尔', 'Seúl'],
  ['ZA-GT', 1085594, 'Gauteng'],
  ['ZA-WC', 1085599, 'Western Cape', 'Westkap', 'Cap-Occidental'],
  ['AR-C', 3433955, 'Buenos Aires F.D.', 'Buenos Aires', 'Buenos Aires'],
  ['SV-SS', 3583360, 'San Salvador Department'],
  ['NO-03', 3143242, 'Oslo County', 'Oslo', 'Oslo'],
  ['PT-11', 2267056, 'Lisbon', 'Lissabon', 'Lisbonne', 'リスボン県', 'Lisboa', 'Лиссабон', '里斯本区', 'Lisboa'],
]

// [country iso, subdivision key or '', GeoNames id, latitude, longitude, en, de, fr, ja, pt-BR, ru, zh-CN, es]
// biome-ignore format: one row per place reads as a table
const cityRows: [string, string, number, number, number, ...string[]][] = [
  ['US', 'US-VA', 4744870, 39.0437, -77.4875, 'Ashburn', 'Ashburn', 'Ashburn', 'アッシュバーン'],
  ['US', 'US-NY', 5128581, 40.7128, -74.006, 'New York', 'New York City', 'New York', 'ニューヨーク', 'Nova Iorque', 'Нью-Йорк', '纽约', 'Nueva York'],
  ['US', 'US-CA', 5392171, 37.3388, -121.8916, 'San Jose', 'San José', 'San José', 'サンノゼ', 'San José', 'Сан-Хосе', '圣何塞', 'San José'],
  ['US', 'US-CA', 5368361, 34.0544, -118.2441, 'Los Angeles', 'Los Angeles', 'Los Angeles', 'ロサンゼルス', 'Los Angeles', 'Лос-Анджелес', '洛杉矶', 'Los Ángeles'],
  ['US', 'US-IL', 4887398, 41.8781, -87.6298, 'Chicago', 'Chicago', 'Chicago', 'シカゴ', 'Chicago', 'Чикаго', '芝加哥', 'Chicago'],
  ['US', 'US-TX', 4684888, 32.7831, -96.8067, 'Dallas', 'Dallas', 'Dallas', 'ダラス', 'Dallas', 'Даллас', '达拉斯', 'Dallas'],
  ['US', 'US-FL', 4164138, 25.7617, -80.1918, 'Miami', 'Miami', 'Miami', 'マイアミ', 'Miami', 'Майами', '迈阿密', 'Miami'],
  ['US', 'US-WA', 5809844, 47.6062, -122.3321, 'Seattle', 'Seattle', 'Seattle', 'シアトル', 'Seattle', 'Сиэтл', '西雅图', 'Seattle'],
  ['US', 'US-OR', 5713587, 45.8399, -119.7006, 'Boardman'],
  ['DE', 'DE-HE', 2925533, 50.1109, 8.6821, 'Frankfurt am Main', 'Frankfurt am Main', 'Francfort-sur-le-Main', 'フランクフルト・アム・マイン', 'Frankfurt am Main', 'Франкфурт-на-Майне', '美因河畔法兰克福', 'Fráncfort del Meno'],
  ['DE', 'DE-SN', 2927043, 50.4779, 12.3713, 'Falkenstein', 'Falkenstein/Vogtland'],
  ['DE', 'DE-BY', 2861650, 49.4521, 11.0767, 'Nuremberg', 'Nürnberg', 'Nuremberg', 'ニュルンベルク', 'Nuremberga', 'Нюрнберг', '纽伦堡', 'Núremberg'],
  ['DE', 'DE-BY', 2867714, 48.1351, 11.582, 'Munich', 'München', 'Munich', 'ミュンヘン', 'Munique', 'Мюнхен', '慕尼黑', 'Múnich'],
  ['DE', 'DE-BE', 2950159, 52.52, 13.405, 'Berlin', 'Berlin', 'Berlin', 'ベルリン', 'Berlim', 'Берлин', '柏林', 'Berlín'],
  ['CA', 'CA-ON', 6167865, 43.6532, -79.3832, 'Toronto', 'Toronto', 'Toronto', 'トロント', 'Toronto', 'Торонто', '多伦多', 'Toronto'],
  ['CA', 'CA-QC', 6077243, 45.5019, -73.5674, 'Montreal', 'Montreal', 'Montréal', 'モントリオール', 'Montreal', 'Монреаль', '蒙特利尔', 'Montreal'],
  ['CA', 'CA-QC', 5897884, 45.3151, -73.8779, 'Beauharnois'],
  ['CA', 'CA-BC', 6173331, 49.2827, -123.1207, 'Vancouver', 'Vancouver', 'Vancouver', 'バンクーバー', 'Vancouver', 'Ванкувер', '温哥华', 'Vancouver'],
  ['FR', 'FR-IDF', 2988507, 48.8566, 2.3522, 'Paris', 'Paris', 'Paris', 'パリ', 'Paris', 'Париж', '巴黎', 'París'],
  ['FR', 'FR-HDF', 2982652, 50.6942, 3.1746, 'Roubaix'],
  ['FR', 'FR-HDF', 3014646, 50.9865, 2.1281, 'Gravelines'],
  ['FR', 'FR-GES', 2973783, 48.5734, 7.7521, 'Strasbourg', 'Straßburg', 'Strasbourg', 'ストラスブール', 'Estrasburgo', 'Страсбург', '斯特拉斯堡', 'Estrasburgo'],
  ['GB', 'GB-ENG', 2643743, 51.5072, -0.1276, 'London', 'London', 'Londres', 'ロンドン', 'Londres', 'Лондон', '伦敦', 'Londres'],
  ['GB', 'GB-ENG', 2643123, 53.4808, -2.2426, 'Manchester', 'Manchester', 'Manchester', 'マンチェスター', 'Manchester', 'Манчестер', '曼彻斯特', 'Mánchester'],
  ['GB', 'GB-SCT', 2650225, 55.9533, -3.1883, 'Edinburgh', 'Edinburgh', 'Édimbourg', 'エディンバラ', 'Edimburgo', 'Эдинбург', '爱丁堡', 'Edimburgo'],
  ['NL', 'NL-NH', 2759794, 52.3676, 4.9041, 'Amsterdam', 'Amsterdam', 'Amsterdam', 'アムステルダム', 'Amsterdã', 'Амстердам', '阿姆斯特丹', 'Ámsterdam'],
  ['NL', 'NL-ZH', 2747891, 51.9244, 4.4777, 'Rotterdam', 'Rotterdam', 'Rotterdam', 'ロッテルダム', 'Roterdã', 'Роттердам', '鹿特丹', 'Róterdam'],
  ['CH', 'CH-ZH', 2657896, 47.3769, 8.5417, 'Zurich', 'Zürich', 'Zurich', 'チューリッヒ', 'Zurique', 'Цюрих', '苏黎世', 'Zúrich'],
  ['CH', 'CH-GE', 2660646, 46.2044, 6.1432, 'Geneva', 'Genf', 'Genève', 'ジュネーヴ', 'Genebra', 'Женева', '日内瓦', 'Ginebra'],
  ['CH', 'CH-TI', 2659836, 46.0037, 8.9511, 'Lugano'],
  ['JP', 'JP-13', 1850147, 35.6762, 139.6503, 'Tokyo', 'Tokio', 'Tokyo', '東京', 'Tóquio', 'Токио', '东京', 'Tokio'],
  ['JP', 'JP-27', 1853909, 34.6937, 135.5023, 'Osaka', 'Osaka', 'Osaka', '大阪市', 'Osaka', 'Осака', '大阪', 'Osaka'],
  ['SG', '', 1880252, 1.3521, 103.8198, 'Singapore', 'Singapur', 'Singapour', 'シンガポール', 'Singapura', 'Сингапур', '新加坡', 'Singapur'],
  ['AU', 'AU-NSW', 2147714, -33.8688, 151.2093, 'Sydney', 'Sydney', 'Sydney', 'シドニー', 'Sydney', 'Сидней', '悉尼', 'Sídney'],
  ['AU', 'AU-VIC', 2158177, -37.8136, 144.9631, 'Melbourne', 'Melbourne', 'Melbourne', 'メルボルン', 'Melbourne', 'Мельбурн', '墨尔本', 'Melbourne'],
  ['BR', 'BR-SP', 3448439, -23.5558, -46.6396, 'São Paulo', 'São Paulo', 'São Paulo', 'サンパウロ', 'São Paulo', 'Сан-Паулу', '圣保罗', 'São Paulo'],
  ['BR', 'BR-RJ', 3451190, -22.9068, -43.1729, 'Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'リオデジャネイロ', 'Rio de Janeiro', 'Рио-де-Жанейро', '里约热内卢', 'Río de Janeiro'],
  ['SE', 'SE-AB', 2673730, 59.3293, 18.0686, 'Stockholm', 'Stockholm', 'Stockholm', 'ストックホルム', 'Estocolmo', 'Стокгольм', '斯德哥尔摩', 'Estocolmo'],
  ['SE', 'SE-O', 2711537, 57.7089, 11.9746, 'Gothenburg', 'Göteborg', 'Göteborg', 'ヨーテボリ', 'Gotemburgo', 'Гётеборг', '哥德堡', 'Gotemburgo'],
  ['FI', 'FI-18', 658225, 60.1699, 24.9384, 'Helsinki', 'Helsinki', 'Helsinki', 'ヘルシンキ', 'Helsinque', 'Хельсинки', '赫尔辛基', 'Helsinki'],
  ['FI', 'FI-18', 632978, 60.4028, 25.0291, 'Tuusula'],
  ['CZ', 'CZ-10', 3067696, 50.0755, 14.4378, 'Prague', 'Prag', 'Prague', 'プラハ', 'Praga', 'Прага', '布拉格', 'Praga'],
  ['CZ', 'CZ-64', 3078610, 49.1951, 16.6068, 'Brno', 'Brünn', 'Brno'],
  ['AT', 'AT-9', 2761369, 48.2082, 16.3738, 'Vienna', 'Wien', 'Vienne', 'ウィーン', 'Viena', 'Вена', '维也纳', 'Viena'],
  ['AT', 'AT-6', 2778067, 47.0707, 15.4395, 'Graz', 'Graz', 'Graz', 'グラーツ', 'Graz', 'Грац', '格拉茨', 'Graz'],
  ['ES', 'ES-MD', 3117735, 40.4168, -3.7038, 'Madrid', 'Madrid', 'Madrid', 'マドリード', 'Madri', 'Мадрид', '马德里', 'Madrid'],
  ['ES', 'ES-CT', 3128760, 41.3874, 2.1686, 'Barcelona', 'Barcelona', 'Barcelone', 'バルセロナ', 'Barcelona', 'Барселона', '巴塞罗那', 'Barcelona'],
  ['IT', 'IT-25', 3173435, 45.4642, 9.19, 'Milan', 'Mailand', 'Milan', 'ミラノ', 'Milão', 'Милан', '米兰', 'Milán'],
  ['IT', 'IT-62', 3169070, 41.9028, 12.4964, 'Rome', 'Rom', 'Rome', 'ローマ', 'Roma', 'Рим', '罗马', 'Roma'],
  ['IE', 'IE-L', 2964574, 53.3498, -6.2603, 'Dublin', 'Dublin', 'Dublin', 'ダブリン', 'Dublin', 'Дублин', '都柏林', 'Dublín'],
  ['PL', 'PL-14', 756135, 52.2297, 21.0122, 'Warsaw', 'Warschau', 'Varsovie', 'ワルシャワ', 'Varsóvia', 'Варшава', '华沙', 'Varsovia'],
  ['PL', 'PL-12', 3094802, 50.0647, 19.945, 'Kraków', 'Krakau', 'Cracovie', 'クラクフ', 'Cracóvia', 'Краков', '克拉科夫', 'Cracovia'],
  ['KR', 'KR-11', 1835848, 37.5665, 126.978, 'Seoul', 'Seoul', 'Séoul', 'ソウル特別市', 'Seul', 'Сеул', '首尔', 'Seúl'],
  ['HK', '', 1819729, 22.3193, 114.1694, 'Hong Kong', 'Hongkong', 'Hong Kong', '香港', 'Hong Kong', 'Гонконг', '香港', 'Hong Kong'],
  ['ZA', 'ZA-GT', 993800, -26.2041, 28.0473, 'Johannesburg', 'Johannesburg', 'Johannesburg', 'ヨハネスブルグ', 'Joanesburgo', 'Йоханнесбург', '约翰内斯堡', 'Johannesburgo'],
  ['ZA', 'ZA-WC', 3369157, -33.9249, 18.4241, 'Cape Town', 'Kapstadt', 'Le Cap', 'ケープタウン', 'Cidade do Cabo', 'Кейптаун', '开普敦', 'Ciudad del Cabo'],
  ['AR', 'AR-C', 3435910, -34.6037, -58.3816, 'Buenos Aires', 'Buenos Aires', 'Buenos Aires', 'ブエノスアイレス', 'Buenos Aires', 'Буэнос-Айрес', '布宜诺斯艾利斯', 'Buenos Aires'],
  ['SV', 'SV-SS', 3583361, 13.6929, -89.2182, 'San Salvador', 'San Salvador', 'San Salvador', 'サンサルバドル', 'San Salvador', 'Сан-Сальвадор', '圣萨尔瓦多', 'San Salvador'],
  ['NO', 'NO-03', 3143244, 59.9139, 10.7522, 'Oslo', 'Oslo', 'Oslo', 'オスロ', 'Oslo', 'Осло', '奥斯陆', 'Oslo'],
  ['PT', 'PT-11', 2267057, 38.7223, -9.1393, 'Lisbon', 'Lissabon', 'Lisbonne', 'リスボン', 'Lisboa', 'Лиссабон', '里斯本', 'Lisboa'],
]

const subdivisions = new Map<string, Subdivision>(
  subdivisionRows.map(([key, id, en, ...others]) => [
    key,
    { id, names: names(en ?? key, ...others) },
  ]),
)

/** The countries, each with its cities, by ISO code. */
export const countries: ReadonlyMap<string, Country> = new Map(
  countryRows.map(([iso, id, latitude, longitude, en, ...others]) => {
    const cities: City[] = cityRows
      .filter((row) => row[0] === iso)
      .map(([, key, cityId, lat, lon, cityEn, ...cityOthers]) => ({
        id: cityId,
        names: names(cityEn ?? String(cityId), ...cityOthers),
        subdivision: subdivisions.get(key),
        longitude: lon,
        latitude: lat,
      }))
    return [iso, { iso, id, names: names(en ?? iso, ...others), longitude, latitude, cities }]
  }),
)
