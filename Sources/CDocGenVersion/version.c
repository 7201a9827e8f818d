#include "docgen_version.h"

#ifndef DOCGEN_VERSION
#define DOCGEN_VERSION ""
#endif

const char *docgen_build_version(void) { return DOCGEN_VERSION; }
