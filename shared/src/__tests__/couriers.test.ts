import { COURIER_NAMES, courierNamed, trackingLink } from '../validation/couriers';

describe("Pakistan's couriers", () => {
  it('lists the couriers Ship Order offers, in its order', () => {
    expect(COURIER_NAMES).toEqual(['TCS', 'Leopards Courier', 'M&P', 'BlueEx', 'Trax', 'Call Courier', 'Pakistan Post', 'Own vehicle']);
  });

  it('knows a courier by any case or an older spelling, and no other name', () => {
    expect(courierNamed(' tcs express ')?.name).toBe('TCS');
    expect(courierNamed('Leopards')?.name).toBe('Leopards Courier');
    expect(courierNamed('M&P Express')?.name).toBe('M&P');
    expect(courierNamed('Daewoo Fast Cargo')).toBeUndefined();
    expect(courierNamed('')).toBeUndefined();
  });

  it("links a tracking number to the courier's tracking page where it has one", () => {
    expect(trackingLink('TCS', 'TCS 778/123')).toBe('https://www.tcsexpress.com/track/TCS%20778%2F123');
    expect(trackingLink('Pakistan Post', 'VPL11064692')).toBe('https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=VPL11064692');
    expect(trackingLink('leopards', 'LP-1')).toBe('https://www.leopardscourier.com/leopards-tracking');
    expect(trackingLink('Trax', 'TRX-1')).toBeNull();
    expect(trackingLink('Own vehicle', 'Truck 4')).toBeNull();
    expect(trackingLink('Daewoo Fast Cargo', 'DFC-1')).toBeNull();
    expect(trackingLink('TCS', ' ')).toBeNull();
    expect(trackingLink(null, 'TCS-1')).toBeNull();
  });
});
