/**
 * Production host names of each site: the one place they are configured.
 * Local hosts (`<id>.localhost`) are derived from the site id and always served.
 */
export const productionHosts = {
  workwear: ['beaconworkwear.example'],
  sailing: ['offsoundings.example'],
  agency: ['zcomm.example'],
  'stub-1': ['harborlinegoods.example'],
  'stub-2': ['ridgewayoutfitters.example'],
  'stub-3': ['lanternandloom.example'],
} as const satisfies Record<string, readonly string[]>;
