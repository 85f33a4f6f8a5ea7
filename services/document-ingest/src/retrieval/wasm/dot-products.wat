;; Dot products of one question with many vectors, four floats at a time (WebAssembly SIMD). Compiled into
;; dot-products-wasm.ts by `node services/document-ingest/scripts/build-dot-products.mjs`; a unit test checks that
;; the compiled bytes are this source's.
(module
  (memory (export "memory") 1)
  ;; out[row] = vectors[row] · query for row < count. Offsets in bytes, 16-byte aligned; a row is `stride` floats,
  ;; a multiple of 4 (rows and the question are padded with zeros).
  (func (export "dotProducts")
    (param $vectors i32) (param $count i32) (param $stride i32) (param $query i32) (param $out i32)
    (local $row i32) (local $v i32) (local $q i32) (local $end i32) (local $rowBytes i32) (local $sum v128)
    (local.set $rowBytes (i32.shl (local.get $stride) (i32.const 2)))
    (local.set $v (local.get $vectors))
    (block $rowsDone
      (loop $rows
        (br_if $rowsDone (i32.ge_u (local.get $row) (local.get $count)))
        (local.set $sum (v128.const f32x4 0 0 0 0))
        (local.set $q (local.get $query))
        (local.set $end (i32.add (local.get $v) (local.get $rowBytes)))
        (block $rowDone
          (loop $columns
            (br_if $rowDone (i32.ge_u (local.get $v) (local.get $end)))
            (local.set $sum
              (f32x4.add (local.get $sum) (f32x4.mul (v128.load (local.get $v)) (v128.load (local.get $q)))))
            (local.set $v (i32.add (local.get $v) (i32.const 16)))
            (local.set $q (i32.add (local.get $q) (i32.const 16)))
            (br $columns)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $sum)) (f32x4.extract_lane 1 (local.get $sum)))
            (f32.add (f32x4.extract_lane 2 (local.get $sum)) (f32x4.extract_lane 3 (local.get $sum)))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $rows)))))
