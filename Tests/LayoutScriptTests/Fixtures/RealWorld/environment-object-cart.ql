// Modelled on bigjermaine/Shop, Shop/Views/CartView.swift: an @EnvironmentObject cart manager read
// in a ScrollView, `if count > 0` choosing the product rows and a total row or an empty message, a
// navigation title and top padding, the PreviewProvider injecting the object with .environmentObject.
// expect-min-frames: 4
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Int
}

final class Basket: ObservableObject {
    @Published var products: [Product] = [Product(id: 1, name: "Wool hat", price: 18), Product(id: 2, name: "Scarf", price: 25)]
    @Published var total: Int = 43
}

struct ProductLine: View {
    var product: Product
    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            Text("$\(product.price)")
        }
        .padding(.horizontal)
    }
}

struct BasketView: View {
    @EnvironmentObject var basket: Basket
    var body: some View {
        ScrollView {
            if basket.products.count > 0 {
                ForEach(basket.products, id: \.id) { product in
                    ProductLine(product: product)
                }
                HStack {
                    Text("Your basket total is")
                    Spacer()
                    Text("$\(basket.total).00")
                        .bold()
                }
                .padding()
            } else {
                Text("Your basket is empty.")
            }
        }
        .navigationTitle("My basket")
        .padding(.top)
    }
}

struct BasketView_Previews: PreviewProvider {
    static var previews: some View {
        BasketView().environmentObject(Basket())
    }
}
