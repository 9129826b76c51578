"""Definition files the rule tests add to the base project (see fixtures.BASE)."""

from tests.checks.fixtures import ALQUIMISTA

TOXINA = """\
name: Toxina
params:
  - name: veneno
    type: spell
    card_type: Feitiço
    description: O veneno que a unidade aplica.
text: |
  Quando invocada, procure pela carta de Feitiço indicada na descrição da Característica.
"""

VENENO = """\
name: Veneno
card_type: Feitiço
cost: 1
range: 1
damage: null
ref: Alquimista
effects:
  special: A unidade alvo fica envenenada.
"""

PADRAO = """\
name: Padrão
params:
  - name: tipo
    type: unit_class
    description: O tipo de unidade como o qual esta unidade conta.
text: |
  A unidade conta como se fosse uma unidade do tipo dado.
"""

CORRIDA = """\
name: Corrida
params:
  - name: casas
    type: integer
    description: Quantas casas a unidade corre.
text: |
  A unidade pode correr.
"""

VOAR = """\
name: Voar
params: []
text: |
  A unidade voa.
"""

AGRUPAR = """\
name: Agrupar
params: []
text: |
  A unidade poderá se juntar a outra, até um número igual ao especificado na descrição da Característica.
"""

LENDA = """\
name: Lenda
params: []
text: |
  Quando uma unidade com a característica “Lendário” for invocada, procure a próxima Dádiva.
"""

SACERDOTE = ALQUIMISTA.replace("name: Alquimista", "name: Sacerdote")

ARMY = """\
name: Exército Teste
color: "#1f4e9e"
commander: Alquimista
champion: Alquimista
units:
  - unit: Alquimista
    count: 2
ammunition:
  Flecha: 10
resources:
  Fluxo: 40
"""

ARMY_FILE = "content/armies/exercito-teste.yaml"
