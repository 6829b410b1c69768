// What the Embedded Swift runtime asks of a C library, for WebAssembly with no WASI: memory
// and a hash seed. wasi-libc provides libm only (sin, cos, exp, log, fmod,
// round), none of which imports anything from the host.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;

// MARK: Memory

// The allocator: blocks of powers of two (a 16-byte header holding the size class, then the
// memory handed out, 16-byte aligned), kept on a free list per size when freed and never
// given back. A carousel allocates a few arrays that live as long as it does and a few per
// frame of the same sizes, so this reuses nearly everything, in a small fraction of a
// general-purpose allocator's code.

enum { header_size = 16, size_classes = 32, page_size = 65536 };

// The linker puts the heap after the stack and the static data.
extern unsigned char __heap_base;

static uintptr_t heap_end;
static void *free_blocks[size_classes];

// Takes `bytes` from the end of the heap, growing the linear memory when needed.
static void *take(size_t bytes) {
  if (heap_end == 0) {
    heap_end = ((uintptr_t)&__heap_base + header_size - 1) & ~(uintptr_t)(header_size - 1);
  }
  uintptr_t start = heap_end;
  if (bytes > (uintptr_t)-1 - start) return 0;
  uintptr_t end = start + bytes;
  uintptr_t available = (uintptr_t)__builtin_wasm_memory_size(0) * page_size;
  if (end > available) {
    size_t pages = (end - available + page_size - 1) / page_size;
    if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
  }
  heap_end = end;
  return (void *)start;
}

// Returns 0, 22 (EINVAL) for an alignment above 16, or 48 (ENOMEM).
int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment > header_size) return 22;
  int size_class = 5;
  while (((size_t)1 << size_class) < size + header_size) {
    if (++size_class >= size_classes) return 48;
  }
  unsigned char *block = free_blocks[size_class];
  if (block) {
    free_blocks[size_class] = *(void **)(block + header_size);
  } else {
    block = take((size_t)1 << size_class);
    if (!block) return 48;
  }
  *(int *)block = size_class;
  *result = block + header_size;
  return 0;
}

void *malloc(size_t size) {
  void *result = 0;
  return posix_memalign(&result, header_size, size) == 0 ? result : 0;
}

void free(void *pointer) {
  if (!pointer) return;
  unsigned char *block = (unsigned char *)pointer - header_size;
  int size_class = *(int *)block;
  *(void **)pointer = free_blocks[size_class];
  free_blocks[size_class] = block;
}

// MARK: Hash seed

// Hasher's seed. The engine hashes nothing an attacker chooses, so a fixed seed does (and
// keeps every run the same).
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  unsigned state = 0x9E3779B9u;
  for (size_t index = 0; index < count; index++) {
    state = state * 1664525u + 1013904223u;
    bytes[index] = (unsigned char)(state >> 24);
  }
}

// MARK: Unicode data

// The Embedded Swift standard library asks for Unicode's property tables where a String is
// compared, hashed or walked by Character (the accessibility wording and its language tags).
// The toolchain's tables (libswiftUnicodeDataTables.a) would triple the module (305 KB
// against about 95 KB as linked); here every scalar has no property instead. So, in the
// wasm only: strings compare and hash scalar by scalar (no canonical equivalence: "é" as one
// scalar and as "e" and a combining accent differ), and each scalar outside the standard
// library's own fast paths (ASCII, Hangul, regional indicators) is a Character of its own.
// The wording is compared only with itself (has it changed?), and language tags are ASCII.
// The signatures are the standard library's (stdlib/public/SwiftShims/swift/shims/
// UnicodeData.h); wasm-ld checks them.

// No normalisation property: canonical combining class 0, already in NFC and NFD.
unsigned short _swift_stdlib_getNormData(unsigned scalar) {
  (void)scalar;
  return 0;
}

// Asked for only for scalars whose normalisation data says they decompose or compose: none.
const unsigned char *const _swift_stdlib_nfd_decompositions = 0;

unsigned _swift_stdlib_getDecompositionEntry(unsigned scalar) {
  (void)scalar;
  __builtin_trap();
}

unsigned _swift_stdlib_getComposition(unsigned first, unsigned second) {
  (void)first;
  (void)second;
  return (unsigned)-1;  // no composition
}

// Grapheme breaking: no property (the table's answer for a scalar it does not list).
unsigned char _swift_stdlib_getGraphemeBreakProperty(unsigned scalar) {
  (void)scalar;
  return 0xFF;
}

_Bool _swift_stdlib_isExtendedPictographic(unsigned scalar) {
  (void)scalar;
  return 0;
}

_Bool _swift_stdlib_isInCB_Consonant(unsigned scalar) {
  (void)scalar;
  return 0;
}

// MARK: Sine and cosine

// libm's sin and cos reduce any argument exactly, with a 4 KB table of 2 / pi and its code
// (a tenth of this module, compressed). The engine turns by angles within a turn or two, so
// these reduce by pi / 2 in three parts (Cody and Waite, as musl does below 2^20 pi / 2, to
// within an ulp), and beyond that, where nothing here ever goes, through fmod first. The
// kernels are fdlibm's (Sun Microsystems: "Permission to use, copy, modify, and distribute
// this software is freely granted, provided that this notice is preserved."), valid on
// [-pi/4, pi/4], where their error is below an ulp.

double fmod(double x, double y);

static double kernel_sin(double x, double y) {
  const double s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03,
               s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06,
               s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10;
  double z = x * x, w = z * z;
  double r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6);
  double v = z * x;
  return x - ((z * (0.5 * y - v * r) - y) - v * s1);
}

static double kernel_cos(double x, double y) {
  const double c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03,
               c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07,
               c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11;
  double z = x * x, w = z * z;
  double r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6));
  double hz = 0.5 * z;
  w = 1.0 - hz;
  return w + (((1.0 - w) - hz) + (z * r - x * y));
}

// x = n pi / 2 + (y0 + y1), |y0 + y1| <= pi / 4 (a little more after rounding); returns n.
static int reduce(double x, double *y0, double *y1) {
  const double two_over_pi = 6.36619772367581382433e-01;
  const double pio2_1 = 1.57079632673412561417e+00;
  const double pio2_2 = 6.07710050630396597660e-11, pio2_2t = 2.02226624879595063154e-21;
  const double two_pi = 6.28318530717958647693;
  if (__builtin_fabs(x) > 1.6e6) x = fmod(x, two_pi);
  double n = __builtin_rint(x * two_over_pi);
  // pi / 2 = pio2_1 + pio2_2 + pio2_2t, each part exact in its product with n, so that x
  // near a multiple of pi / 2 keeps its low bits (musl's second round, good to 118 bits).
  double t = x - n * pio2_1;
  double w = n * pio2_2;
  double r = t - w;
  w = n * pio2_2t - ((t - r) - w);
  *y0 = r - w;
  *y1 = (r - *y0) - w;
  return (int)n;
}

double sin(double x) {
  if (x != x || __builtin_isinf(x)) return x - x;
  if (__builtin_fabs(x) < 7.85398163397448278999e-01) return kernel_sin(x, 0);
  double y0, y1;
  switch (reduce(x, &y0, &y1) & 3) {
  case 0: return kernel_sin(y0, y1);
  case 1: return kernel_cos(y0, y1);
  case 2: return -kernel_sin(y0, y1);
  default: return -kernel_cos(y0, y1);
  }
}

double cos(double x) {
  if (x != x || __builtin_isinf(x)) return x - x;
  if (__builtin_fabs(x) < 7.85398163397448278999e-01) return kernel_cos(x, 0);
  double y0, y1;
  switch (reduce(x, &y0, &y1) & 3) {
  case 0: return kernel_cos(y0, y1);
  case 1: return -kernel_sin(y0, y1);
  case 2: return -kernel_cos(y0, y1);
  default: return kernel_sin(y0, y1);
  }
}
