// @ts-check
export default 'test-file-stub';
