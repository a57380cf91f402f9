// The IRT engine: models, calibration, ability estimation, adaptive item selection, stopping, the
// score scale and simulations. Pure functions; no framework, database or clock (README.md).
export * from './models';
export * from './quadrature';
export * from './estimation';
export * from './calibration-settings';
export * from './calibration';
export * from './settings-error';
export * from './settings';
export * from './selection';
export * from './stopping';
export * from './cat';
export * from './scale';
export * from './simulation';
