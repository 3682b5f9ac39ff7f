// Modelled on yuncoffee/MacC-Team-Highpitch, highpitch/ContentView.swift: `#if os(...)` / `#else` /
// `#endif` choosing the children of a VStack, with a PreviewProvider; here also an `#elseif`, a
// `canImport` condition, a `#if` around a trailing modifier and `#if DEBUG` around the preview
// (compiled as an iPhone debug build).
// expect-min-frames: 3
import SwiftUI

struct DeviceInfo: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Lock")
            #if os(iOS)
            Text("iPhone")
                .font(.caption)
            #elseif os(macOS)
            Text("Mac")
            #else
            Text("Other")
            #endif
            #if canImport(UIKit) && !targetEnvironment(macCatalyst)
            Image(systemName: "iphone")
            #endif
        }
        #if os(iOS)
        .padding(.horizontal, 20)
        #endif
    }
}

#if DEBUG
struct DeviceInfo_Previews: PreviewProvider {
    static var previews: some View {
        DeviceInfo()
    }
}
#endif
