#ifndef MOVIES_CCURL_SHIM_H
#define MOVIES_CCURL_SHIM_H

#include <curl/curl.h>

#endif
