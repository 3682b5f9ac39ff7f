// Modelled on kean/Pulse, Sources/PulseUI/Features/Inspector/Cells/NetworkMenuCell.swift: a row view of let inputs and a `var details: String = ""` its callers give, its body an `#if os(watchOS) / #elseif os(tvOS) / #elseif os(macOS) / #else` chain of HStacks with a framed symbol, a Spacer and a secondary text.
// expect-min-frames: 3
import SwiftUI

struct SettingsMenuRow: View {
    let symbol: String
    let tint: Color
    let title: String
    var details: String = ""

    var body: some View {
#if os(watchOS)
        HStack {
            Text(title)
            Spacer()
            Text(details).foregroundColor(.secondary)
        }
#elseif os(tvOS)
        HStack {
            Label(title, systemImage: symbol)
            Spacer()
            Text(details).foregroundColor(.secondary)
        }
#elseif os(macOS)
        HStack {
            Label(title, systemImage: symbol)
            Spacer()
            Text(details).foregroundColor(.secondary)
        }.padding(.vertical, 2)
#else
        HStack {
            Image(systemName: symbol)
                .foregroundColor(tint)
                .font(.system(size: 20))
                .frame(width: 28, alignment: .center)
            Text(title)
            Spacer()
            Text(details).foregroundColor(.secondary)
        }
#endif
    }
}
