// Modelled on the checkout step indicators of shopping samples (ErayPiskin/iOS-ShoppingApp's flow):
// an Int enum of steps with a computed title, a ForEach over allCases drawing a circle and a caption
// per step, the current step's circle filled, a linear ProgressView of the fraction done.
// expect-min-frames: 7
import SwiftUI

enum CheckoutStep: Int, CaseIterable {
    case cart, address, payment

    var title: String {
        switch self {
        case .cart: return "Cart"
        case .address: return "Address"
        case .payment: return "Pay"
        }
    }
}

struct StepIndicator: View {
    var current: CheckoutStep = .address

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                ForEach(CheckoutStep.allCases, id: \.self) { step in
                    VStack {
                        Circle()
                            .fill(step.rawValue <= current.rawValue ? Color.green : Color.gray)
                            .frame(width: 16, height: 16)
                        Text(step.title)
                            .font(.caption)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            ProgressView(value: Double(current.rawValue + 1), total: Double(CheckoutStep.allCases.count))
        }
        .padding()
    }
}
