#ifndef C_MOVIES_CATALOG_H
#define C_MOVIES_CATALOG_H

#include <stddef.h>

/// The offline catalog (`movies.catalog`, derived by `Scripts/derive-catalog.py`), embedded in
/// the binary at build time: read-only bytes that live as long as the process.
const unsigned char *movies_catalog_bytes(void);

/// How many bytes `movies_catalog_bytes` points at.
size_t movies_catalog_size(void);

#endif
