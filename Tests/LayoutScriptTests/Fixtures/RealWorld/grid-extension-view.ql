// Modelled on Tarsiciosh/SwiftUIDemo, SwiftUIDemo/04-List/VGridExample.swift: a struct whose View
// conformance and body come in an extension, fixed and adaptive columns mixed, symbols scaled to
// fit in a ScrollView without indicators.
// expect-min-frames: 8
import SwiftUI

struct Symbol: Identifiable {
    let id: Int
    let name: String
}

let symbols = [
    Symbol(id: 1, name: "sun.max"), Symbol(id: 2, name: "cloud"), Symbol(id: 3, name: "cloud.rain"),
    Symbol(id: 4, name: "snowflake"), Symbol(id: 5, name: "wind"), Symbol(id: 6, name: "tornado"),
    Symbol(id: 7, name: "moon"), Symbol(id: 8, name: "sparkles"),
]

struct WeatherGrid {
    let columns = [
        GridItem(.fixed(100)), GridItem(.adaptive(minimum: 30)), GridItem(.fixed(100))
    ]
}

extension WeatherGrid: View {
    var body: some View {
        ScrollView(showsIndicators: false) {
            LazyVGrid(columns: columns) {
                ForEach(symbols) { symbol in
                    Image(systemName: symbol.name)
                        .resizable()
                        .scaledToFit()
                }
            }
        }
    }
}
