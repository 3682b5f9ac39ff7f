// Modelled on apple/sample-food-truck, App/Trucks/DetailedMapView.swift: a map wrapped in a view
// controller representable whose protocol is named by a `private typealias` chosen under
// `#if os(iOS)` / `#elseif os(macOS)` (`ViewControllerRepresentable = UIViewControllerRepresentable`),
// its `makeUIViewController` / `updateUIViewController` under the same `#if`, a nested controller
// class, and a `PreviewProvider` that places it with a coordinate of the app's model.
// expect-min-frames: 2
import SwiftUI
import MapKit

#if os(iOS)
private typealias ViewControllerRepresentable = UIViewControllerRepresentable
#elseif os(macOS)
private typealias ViewControllerRepresentable = NSViewControllerRepresentable
#endif

struct StopMapView: ViewControllerRepresentable {
    var location: CLLocation
    var distance: Double = 1000
    var topSafeAreaInset: Double

    class Controller: UIViewController {
        var mapView: MKMapView {
            view as! MKMapView
        }

        override func loadView() {
            view = MKMapView()
        }
    }

    #if os(iOS)
    func makeUIViewController(context: Context) -> Controller {
        Controller()
    }

    func updateUIViewController(_ controller: Controller, context: Context) {
        controller.additionalSafeAreaInsets.top = topSafeAreaInset
        controller.mapView.camera = MKMapCamera(lookingAtCenter: location.coordinate, fromDistance: distance, pitch: 45, heading: 0)
    }
    #endif
}

struct StopMapCard: View {
    var body: some View {
        VStack(spacing: 8) {
            StopMapView(location: CLLocation(latitude: 37.33, longitude: -122.01), topSafeAreaInset: 0)
            Text("Cupertino")
        }
    }
}

struct StopMapCard_Previews: PreviewProvider {
    static var previews: some View {
        StopMapCard()
    }
}
