// Linux's swiftc ignores `@available(iOS 14, *)`: no Apple platform is ever the target there. A
// Clang availability domain is checked on every platform, so each OS release the stubs need is one
// domain (`iOS14`, `macOS11`), and a stub declaration introduced there says `@available(iOS14)
// @available(macOS11)`. A domain is enabled when the deployment target reaches it and disabled
// (every use an error: "'x' is only available in iOS14") when it does not. The deployment target is
// each platform's major version, given when the code is type-checked:
// `-Xcc -DSTUB_IOS=16 -Xcc -DSTUB_MACOS=13`. A platform not given is not a target, so nothing is
// unavailable on it (99).
#include <availability_domain.h>

#ifndef STUB_IOS
#define STUB_IOS 99
#endif
#ifndef STUB_MACOS
#define STUB_MACOS 99
#endif

#define STUB_DOMAIN(name, deployed, introduced) \
    static struct __AvailabilityDomain name __attribute__((availability_domain(name))) = \
        {(deployed) >= (introduced) ? __AVAILABILITY_DOMAIN_ALWAYS_ENABLED : __AVAILABILITY_DOMAIN_DISABLED, 0}

STUB_DOMAIN(iOS14, STUB_IOS, 14);
STUB_DOMAIN(iOS15, STUB_IOS, 15);
STUB_DOMAIN(iOS16, STUB_IOS, 16);
STUB_DOMAIN(iOS17, STUB_IOS, 17);
STUB_DOMAIN(iOS18, STUB_IOS, 18);
STUB_DOMAIN(iOS26, STUB_IOS, 26);
STUB_DOMAIN(macOS11, STUB_MACOS, 11);
STUB_DOMAIN(macOS12, STUB_MACOS, 12);
STUB_DOMAIN(macOS13, STUB_MACOS, 13);
STUB_DOMAIN(macOS14, STUB_MACOS, 14);
STUB_DOMAIN(macOS15, STUB_MACOS, 15);
STUB_DOMAIN(macOS26, STUB_MACOS, 26);
