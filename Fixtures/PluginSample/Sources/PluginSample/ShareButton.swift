// SwiftUI exists on Apple platforms only; the guard keeps the package building on Linux.
#if canImport(SwiftUI)
import SwiftUI

struct ShareButton: View {
    let share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
#endif
