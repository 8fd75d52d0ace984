//! The specialist cards (§5): AP per turn, the bonus pool and what it pays
//! for, and the special abilities, as data the rules look up.

use serde::{Deserialize, Serialize};

/// A specialist card (SPEC-*). The Structural Engineer comes from Urban
/// Structures (URB-GEN-1); it is in play only when chosen (or in Save the
/// structure).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Specialist {
    Paramedic,
    CafsFirefighter,
    HazmatTechnician,
    Generalist,
    FireCaptain,
    RescueSpecialist,
    ImagingTechnician,
    DriverOperator,
    StructuralEngineer,
}

/// What a bonus pool may pay for (SPEC-GEN-1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PoolKind {
    /// CAFS: Extinguish actions only (SPEC-CAFS-1).
    Extinguish,
    /// Fire Captain: commands only (SPEC-CAPTAIN-2).
    Command,
    /// Rescue Specialist: Move-type actions only (SPEC-RESCUE-1).
    Move,
}

/// What an AP cost pays for, to know which pools may pay it (SPEC-GEN-2).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CostKind {
    /// FAM-ACT-MOVE (carrying, leading), windows (SPEC-CAPTAIN-1).
    Move,
    /// FAM-ACT-EXT.
    Extinguish,
    /// A Fire Captain's command.
    Command,
    /// Anything else: doors, chop, drive, deck gun, special actions.
    Other,
}

impl PoolKind {
    pub const fn pays(self, cost: CostKind) -> bool {
        matches!(
            (self, cost),
            (PoolKind::Extinguish, CostKind::Extinguish)
                | (PoolKind::Command, CostKind::Command)
                | (PoolKind::Move, CostKind::Move)
        )
    }
}

impl Specialist {
    /// Every card, the base game's eight in card order, then the Structural
    /// Engineer (Urban Structures).
    pub const ALL: [Specialist; 9] = [
        Specialist::Paramedic,
        Specialist::CafsFirefighter,
        Specialist::HazmatTechnician,
        Specialist::Generalist,
        Specialist::FireCaptain,
        Specialist::RescueSpecialist,
        Specialist::ImagingTechnician,
        Specialist::DriverOperator,
        Specialist::StructuralEngineer,
    ];

    /// Regular AP per turn (SPEC table).
    pub const fn ap(self) -> u8 {
        match self {
            Specialist::CafsFirefighter => 3,
            Specialist::Generalist => 5,
            _ => 4,
        }
    }

    /// The bonus pool, refilled each turn and never saved (SPEC-GEN-1).
    pub const fn pool(self) -> Option<(PoolKind, u8)> {
        match self {
            Specialist::CafsFirefighter => Some((PoolKind::Extinguish, 3)),
            Specialist::FireCaptain => Some((PoolKind::Command, 2)),
            Specialist::RescueSpecialist => Some((PoolKind::Move, 3)),
            _ => None,
        }
    }

    pub const fn pool_size(self) -> u8 {
        match self.pool() {
            Some((_, n)) => n,
            None => 0,
        }
    }

    /// "Double cost to Extinguish" (SPEC-GEN-4).
    pub const fn double_extinguish(self) -> bool {
        matches!(self, Specialist::Paramedic | Specialist::RescueSpecialist)
    }

    /// The Structural Engineer never extinguishes (SPEC-ENGINEER-3).
    pub const fn may_extinguish(self) -> bool {
        !matches!(self, Specialist::StructuralEngineer)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Specialist::Paramedic => "paramedic",
            Specialist::CafsFirefighter => "cafs_firefighter",
            Specialist::HazmatTechnician => "hazmat_technician",
            Specialist::Generalist => "generalist",
            Specialist::FireCaptain => "fire_captain",
            Specialist::RescueSpecialist => "rescue_specialist",
            Specialist::ImagingTechnician => "imaging_technician",
            Specialist::DriverOperator => "driver_operator",
            Specialist::StructuralEngineer => "structural_engineer",
        }
    }

    /// The card's title, for people.
    pub const fn title(self) -> &'static str {
        match self {
            Specialist::Paramedic => "Paramedic",
            Specialist::CafsFirefighter => "CAFS Firefighter",
            Specialist::HazmatTechnician => "Hazmat Technician",
            Specialist::Generalist => "Generalist",
            Specialist::FireCaptain => "Fire Captain",
            Specialist::RescueSpecialist => "Rescue Specialist",
            Specialist::ImagingTechnician => "Imaging Technician",
            Specialist::DriverOperator => "Driver/Operator",
            Specialist::StructuralEngineer => "Structural Engineer",
        }
    }

    pub fn from_name(name: &str) -> Option<Specialist> {
        Specialist::ALL.into_iter().find(|s| s.name() == name)
    }

    pub const fn bit(self) -> u16 {
        1 << self as u16
    }
}
