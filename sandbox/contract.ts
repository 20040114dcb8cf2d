// The sandbox's one door to the app: the API contract (src/api/contract*), the only app code it may import.
export * from '../src/api/contract';
export * from '../src/api/contractSandbox';
export * from '../src/api/contractShell';
export * from '../src/api/contractRegistration';
export * from '../src/api/contractApplication';
export * from '../src/api/contractChat';
export * from '../src/api/contractSigner';
export * from '../src/api/contractTimeline';
export * from '../src/api/contractAdverseAction';
