// Modelled on nalexn/clean-architecture-swiftui, CountriesSwiftUI/UI/CountriesList/CountryCell.swift:
// a row showing a model's method `city.name(locale:)` (one letter from the `.named` modifier,
// which takes no `locale:`) and an interpolated property, in a leading VStack framed to 60.
// expect-min-frames: 2
import SwiftUI

struct CityCell: View {
    let city: Store.City
    @Environment(\.locale) var locale: Locale

    var body: some View {
        VStack(alignment: .leading) {
            Text(city.name(locale: locale))
                .font(.title)
            Text("Inhabitants \(city.inhabitants)")
                .font(.caption)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: 60, alignment: .leading)
    }
}
