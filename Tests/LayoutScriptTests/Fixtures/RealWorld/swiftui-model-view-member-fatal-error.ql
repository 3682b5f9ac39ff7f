// Modelled on twostraws/HackingWithSwift, SwiftUI/project19-files/SnowSeeker/Facility.swift: an
// `Identifiable` model (no view of its own) with `let id = UUID()`, private dictionaries of names to
// SF Symbols and descriptions, and computed `var icon: some View` / `var description: String` whose
// `if let … = dict[name]` falls back to `fatalError(…)`; with a placeholder name the lookup fails,
// so the fatal branch is what qlrepl reaches: a named placeholder, never a stop.
// expect-min-frames: 1
import SwiftUI

struct Amenity: Identifiable {
    let id = UUID()
    var name: String

    private let icons = [
        "Parking": "car",
        "Pool": "figure.pool.swim",
        "Wi-Fi": "wifi"
    ]

    private let descriptions = [
        "Parking": "This hotel has free parking.",
        "Pool": "This hotel has an outdoor pool.",
        "Wi-Fi": "This hotel has free Wi-Fi."
    ]

    var icon: some View {
        if let iconName = icons[name] {
            Image(systemName: iconName)
                .accessibilityLabel(name)
                .foregroundStyle(.secondary)
        } else {
            fatalError("Unknown amenity: \(name)")
        }
    }

    var description: String {
        if let message = descriptions[name] {
            message
        } else {
            fatalError("Unknown amenity: \(name)")
        }
    }
}
