#include "CMoviesCatalog.h"

// The catalog is compiled into the binary rather than read from a file beside it: nothing to
// locate at run time (`swift run`, `.build/*/movies`, tests and a copied binary all work), no
// read at start-up, and the kernel pages in only the parts a search touches. `#embed` is C23;
// clang accepts it in SwiftPM's default C mode as an extension, hence the pragma.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char catalog[] __attribute__((aligned(16))) = {
#embed "movies.catalog"
};
#pragma clang diagnostic pop

const unsigned char *movies_catalog_bytes(void) { return catalog; }

size_t movies_catalog_size(void) { return sizeof catalog; }
