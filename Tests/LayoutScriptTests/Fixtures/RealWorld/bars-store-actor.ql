// Modelled on facebookincubator/QuickLayout, Sources/QuickLayout/QuickLayout/__showcase__/4-ListExample/BarsModels.swift:
// a model struct, `#if compiler(>=6.1)` around a nonisolated extension, an actor whose static
// entries are an immediately-called closure, and a QuickLayout list built from them.
// expect-min-frames: 6
import UIKit
import QuickLayout

struct PlaceModel {
  let name: String
  let locationName: String
  let summary: String
}
#if compiler(>=6.1)
nonisolated extension PlaceModel: Hashable {}
#else
extension PlaceModel: Hashable {}
#endif

actor PlacesStore {
  static let entries = {
    return [
      PlaceModel(name: "Harbour Room", locationName: "Lisbon", summary: "A tiled bar by the river."),
      PlaceModel(name: "Night Owl", locationName: "Osaka", summary: "Twelve seats and a record player."),
      PlaceModel(name: "Canopy", locationName: "Quito", summary: "A rooftop among the trees."),
    ]
  }()
}

@QuickLayout
final class PlacesListView: UIView {
  let rows: [UILabel] = PlacesStore.entries.map { place in
    let label = UILabel()
    label.text = "\(place.name), \(place.locationName)"
    return label
  }
  let notes: [UILabel] = PlacesStore.entries.map { place in
    let label = UILabel()
    label.text = place.summary
    label.font = .systemFont(ofSize: 13)
    return label
  }

  var body: Layout {
    VStack(alignment: .leading, spacing: 8) {
      for (row, note) in zip(rows, notes) {
        row
        note
      }
    }
    .padding(16)
  }
}
