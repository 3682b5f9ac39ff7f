// Modelled on mastodon/mastodon-ios, MastodonSDK/Sources/MastodonUI/View/Content/LanguagePicker.swift:
// a picker's @State list made by a static func that loops over codes, skipping with `continue` the
// ones already seen in a dictionary and stopping with `break`, then `sorted(using:
// KeyPathComparator(\.name, …))`; beside it a count of `Locale.availableIdentifiers.map(…)`, another
// framework's list, three samples; our own flavours instead of languages.
// expect-min-frames: 4
import SwiftUI

struct Flavor: Identifiable {
    let id: String
    let name: String
}

struct FlavorPicker: View {
    @State private var flavors: [Flavor] = FlavorPicker.available()

    static func available() -> [Flavor] {
        let codes = ["va", "ch", "va", "st", "mi", "le"]
        var seen: [String: Flavor] = [:]
        var list: [Flavor] = []
        for code in codes {
            if seen[code] != nil { continue }
            if code == "mi" { break }
            let flavor = Flavor(id: code, name: code.uppercased())
            seen[code] = flavor
            list.append(flavor)
        }
        return list.sorted(using: KeyPathComparator(\.name, order: .reverse))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(flavors) { flavor in
                Text(flavor.name)
            }
            let regions = Locale.availableIdentifiers.map(Locale.init(identifier:))
            Text("\(regions.count) regions")
        }
    }
}
