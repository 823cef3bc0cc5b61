import A11yFixKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(A11yFixCommand.main(Array(CommandLine.arguments.dropFirst())))
