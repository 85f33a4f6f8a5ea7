// Jest's node environment gives every test file its own typed-array constructors, but native addons (onnxruntime-node
// under @huggingface/transformers) create their arrays with the host's: `data instanceof Float32Array` then fails
// inside the library ("A float32 tensor's data must be type of function Float32Array()"). Test files that run the
// sentence model choose this environment with a `@jest-environment` docblock; it hands them the host's constructors.
const { TestEnvironment } = require('jest-environment-node');

const HOST_CONSTRUCTORS = [
  'ArrayBuffer',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
];

class HostTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of HOST_CONSTRUCTORS) this.global[name] = globalThis[name];
  }
}

module.exports = HostTypedArraysEnvironment;
