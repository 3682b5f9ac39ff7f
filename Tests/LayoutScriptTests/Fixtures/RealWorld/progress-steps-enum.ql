// Modelled on DeveloperAcademy-POSTECH/2024-MacC-M15-45SeekDance, StepSquad/StepSquad/View/ProgressView.swift:
// a step indicator that loops over the steps drawing a Circle per step, green up to the current step and
// gray after it, each with a caption; here the steps are an Int enum with a computed title looped by
// `ForEach(….allCases)`, and a linear ProgressView of the fraction done sits below.
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
