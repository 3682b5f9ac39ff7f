// Modelled on the SmartLock app's SettingsView (Alsey Coleman Miller) seen beside
// nacholopes/DynaPrice's SettingsView: `#if DEBUG` around a PreviewProvider, and fullmoon's
// CreditsView (Jordan Singer) with `#if os(iOS)` around a modifier: compiled as an iPhone debug build.
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
