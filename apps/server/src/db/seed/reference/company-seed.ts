// Shape of the hand-written company lists: [slug, name, label (the shop's site), mayNeedPassword].
export type CompanySeedRow = readonly [slug: string, name: string, label: string, mayNeedPassword: boolean];
