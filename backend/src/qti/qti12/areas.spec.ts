import { areaOf, pointInside } from './areas';

describe('QTI 1.2 areas', () => {
  it('reads an Ellipse as centre, width and height, a circle when both are equal', () => {
    expect(areaOf('Ellipse', '40,40,50,50')).toEqual({ shape: 'circle', coords: [40, 40, 25] });
    expect(areaOf(undefined, '40 40 60 20')).toEqual({ shape: 'ellipse', coords: [40, 40, 30, 10] });
  });

  it('reads a Rectangle from its top left corner with its width and height, and a Bounded area as its corners', () => {
    expect(areaOf('Rectangle', '10,20,100,60')).toEqual({ shape: 'rect', coords: [10, 20, 110, 80] });
    expect(areaOf('Bounded', '0,0, 10,0, 5,8')).toEqual({ shape: 'poly', coords: [0, 0, 10, 0, 5, 8] });
  });

  it('gives nothing for numbers that do not describe the shape', () => {
    expect(areaOf('Rectangle', '0,0,100')).toBeUndefined();
    expect(areaOf('Ellipse', '10,10,0,4')).toBeUndefined();
    expect(areaOf('Bounded', '0,0,10,0')).toBeUndefined();
    expect(areaOf('Star', '0,0,1,1')).toBeUndefined();
    expect(areaOf('Rectangle', '0,a,1,1')).toBeUndefined();
  });

  it('finds a whole-pixel point inside each area, and none when a polygon folds its middle out', () => {
    expect(pointInside({ shape: 'rect', coords: [10, 20, 110, 80] })).toEqual([60, 50]);
    expect(pointInside({ shape: 'circle', coords: [40, 40, 25] })).toEqual([40, 40]);
    expect(pointInside({ shape: 'poly', coords: [0, 0, 10, 0, 5, 8] })).toEqual([5, 3]);
    // a thin V: the middle of its corners lies in the notch
    expect(pointInside({ shape: 'poly', coords: [0, 0, 2, 0, 10, 18, 18, 0, 20, 0, 10, 20] })).toBeUndefined();
  });
});
