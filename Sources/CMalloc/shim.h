// The GNU C library's allocator controls (malloc.h), which Swift's Glibc module leaves out:
// LayoutScript gives the memory a large script's evaluation freed back to the system.
#include <malloc.h>
