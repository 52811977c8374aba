import type { Region } from './server-regions'

/** ISO 3166 country codes by the region the list groups them under (Turkey and Cyprus: Europe). */
/* eslint-disable lingui/no-unlocalized-strings -- country codes, not words */
const COUNTRIES_BY_REGION: Record<Exclude<Region, 'other'>, string> = {
  europe:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK',
  americas:
    'AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GT GY HN HT JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI',
  'asia-pacific':
    'AF AM AS AU AZ BD BN BT CC CK CN CX FJ FM GE GU HK ID IN IO JP KG KH KI KP KR KZ LA LK MH MM MN MO MP MV MY NC NF NP NR NU NZ PF PG PH PK PN PW SB SG TH TJ TK TL TM TO TV TW UM UZ VN VU WF WS',
  'middle-east-africa':
    'AE AO BF BH BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW IL IQ IR JO KE KM KW LB LR LS LY MA MG ML MR MU MW MZ NA NE NG OM PS QA RE RW SA SC SD SH SL SN SO SS ST SY SZ TD TG TN TZ UG YE YT ZA ZM ZW',
}
/* eslint-enable lingui/no-unlocalized-strings */

const REGION_OF = new Map<string, Region>(
  Object.entries(COUNTRIES_BY_REGION).flatMap(([region, codes]) =>
    codes.split(' ').map((code) => [code, region as Region] as const),
  ),
)

/** Read on the server when the list arrives (server-list-source.ts): the page never loads this table. */
export const regionOf = (countryCode: string): Region => REGION_OF.get(countryCode) ?? 'other'
